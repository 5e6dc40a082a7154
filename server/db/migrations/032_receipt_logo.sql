-- The company logo's small copy for receipts and e-mails (issue 22 §5): a receipt carries its logo
-- inline (a data: URI), and the original may be 5 MB. The copy (at most 50 kB, made with sharp) is
-- made once, at upload; a logo stored before this migration gets its copy at its first read
-- (server/receipts/logo.ts), since SQL cannot resize an image. Cleared with the logo.
alter table merchant_company
  add column receipt_logo bytea,
  add column receipt_logo_type text check (receipt_logo_type in ('image/png', 'image/jpeg'));
