#!/usr/bin/env python3
"""Adds keys to i18n/en-US.json (keeps existing ones, sorts nothing): python3 scripts/add-messages.py file.json"""
import json, sys, collections
path = 'i18n/en-US.json'
data = json.load(open(path), object_pairs_hook=collections.OrderedDict)
new = json.load(open(sys.argv[1]), object_pairs_hook=collections.OrderedDict)
for k, v in new.items():
    data[k] = v
open(path, 'w').write(json.dumps(data, indent=2, ensure_ascii=False) + '\n')
