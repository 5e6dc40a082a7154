import { basePath } from '../../lib/basePath';
import { merchantLogo } from './MerchantLogo.css';

/**
 * The company logo in the header (3-settings-and-employees.md §4; docs/decisions.md "Company
 * information"): the merchant's uploaded logo beside its name, decorative (the name is written next
 * to it, so its alt is empty). Nothing without a logo.
 */
export function MerchantLogo({ url }: { url: string | null | undefined }) {
  if (!url) return null;
  return <img className={merchantLogo} src={`${basePath()}${url}`} alt="" />;
}
