import { Download, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { BRAND } from '../../../shared/brand';
import { Button } from '../../components/ui/button';
import { CopyButton } from '../components/copy-button';

/** The codes as a text file a person can keep, saying what they are for. */
function asText(codes: string[], username: string) {
  return [
    `${BRAND.name} back office: recovery codes for ${username}`,
    `Created ${new Date().toLocaleString('en-AU')}`,
    '',
    'Each code signs you in once when your authenticator app is not at hand.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/**
 * Ten recovery codes, shown this once: copy, download as text, and 'I have saved these codes' before
 * the panel can be closed, so nobody ends up locked out by clicking past them.
 */
export function RecoveryCodesPanel({
  codes,
  username,
  onDone,
}: {
  codes: string[];
  username: string;
  onDone: () => void;
}) {
  const [saved, setSaved] = useState(false);
  const checkId = useId();
  const text = asText(codes, username);
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `recovery-codes-${username}.txt`;
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <section
      aria-labelledby={`${checkId}-title`}
      className="flex flex-col gap-5 border border-accent/50 bg-accent/[0.05] p-4 sm:p-6"
    >
      <div>
        <h3 id={`${checkId}-title`} className="text-sm font-semibold uppercase tracking-[0.2em] text-white">
          Save your recovery codes
        </h3>
        <p className="mt-1 text-sm text-mist">
          If you lose your phone, each of these codes signs you in once instead of the 6-digit code. Keep them
          somewhere safe, such as your password manager.
        </p>
      </div>
      <ol aria-label="Recovery codes" className="grid max-w-md grid-cols-2 gap-2 sm:gap-3">
        {codes.map((code) => (
          <li
            key={code}
            className="select-all whitespace-nowrap border border-line bg-ink px-3 py-2.5 text-center font-mono text-sm tracking-wider text-white sm:text-base"
          >
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <CopyButton text={codes.join('\n')} label="Copy codes" />
        <Button variant="outline" size="sm" onClick={download}>
          <Download className="h-3.5 w-3.5" aria-hidden="true" />
          Download as text
        </Button>
      </div>
      <p className="flex gap-2 text-xs text-amber-200">
        <TriangleAlert className="h-4 w-4 shrink-0" aria-hidden="true" />
        These codes will not be shown again. Making new ones later replaces all of them.
      </p>
      <div className="flex flex-col gap-4 border-t border-line pt-5 sm:flex-row sm:items-center sm:justify-between">
        <label htmlFor={checkId} className="flex cursor-pointer items-center gap-3 text-sm text-white">
          <input
            id={checkId}
            type="checkbox"
            checked={saved}
            onChange={(event) => setSaved(event.target.checked)}
            className="h-4 w-4 accent-accent"
          />
          I have saved these codes
        </label>
        <Button onClick={onDone} disabled={!saved}>
          Done
        </Button>
      </div>
    </section>
  );
}
