import { describe, expect, it } from 'vitest';
import { htmlDecode } from './htmlText';

describe('1-foundation §8: error modal text has HTML entities decoded', () => {
  it('decodes the XML entities and &nbsp;', () => {
    expect(htmlDecode('Tom &amp; Jerry&#39;s &lt;b&gt; &quot;caf&eacute;&quot;&apos;&nbsp;!')).toBe(
      'Tom & Jerry\'s <b> "caf&eacute;"\'\u00a0!',
    );
  });

  it('decodes decimal and hexadecimal references', () => {
    expect(htmlDecode('caf&#233; &#x1F600; &#X41;')).toBe('café 😀 A');
  });

  it('decodes once: an escaped entity stays an entity', () => {
    expect(htmlDecode('&amp;lt;')).toBe('&lt;');
  });

  it('leaves unknown or invalid references and plain text alone', () => {
    expect(htmlDecode('&bogus; &#0; &#x110000; a & b')).toBe('&bogus; &#0; &#x110000; a & b');
  });
});
