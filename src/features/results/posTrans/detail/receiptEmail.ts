import { ValidationError } from 'yup';
import { receiptEmailAddress } from '../../../../domain/posTransactionRequests';

const schema = receiptEmailAddress();

/** What is wrong with a receipt's e-mail address (a catalogue key), or null (2-menu §5). */
export function receiptEmailError(address: string): string | null {
  try {
    schema.validateSync(address);
    return null;
  } catch (err) {
    return err instanceof ValidationError ? String(err.message) : 'ReceiptPreview.EmailInvalid';
  }
}
