/**
 * The link that ends every collection notice (APP 5). It opens in a new tab: following it from a half
 * filled form, or from a dialog that does not close on navigation, must not lose what was typed.
 */
export function PrivacyPolicyLink() {
  return (
    <a
      href="/privacy-policy"
      target="_blank"
      rel="noopener"
      className="underline underline-offset-4 hover:text-white"
    >
      Privacy Policy<span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
