import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, type ButtonVariant } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';

/**
 * Copies `text` to the clipboard and says so on the button for a moment. Where the browser refuses
 * (no permission, an insecure origin) the person is told to select the text instead of believing it worked.
 */
export function CopyButton({
  text,
  label = 'Copy',
  variant = 'outline',
  className,
}: {
  text: string;
  label?: string;
  variant?: ButtonVariant;
  className?: string;
}) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2_000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  return (
    <Button
      variant={variant}
      size="sm"
      className={className}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(text);
          setCopied(true);
        } catch {
          toast({
            title: 'Could not copy',
            description: 'Select the text and copy it yourself.',
            variant: 'destructive',
          });
        }
      }}
    >
      {copied ? (
        <Check className="h-3.5 w-3.5 text-emerald-400" aria-hidden="true" />
      ) : (
        <Copy className="h-3.5 w-3.5" aria-hidden="true" />
      )}
      <span aria-live="polite">{copied ? 'Copied' : label}</span>
    </Button>
  );
}
