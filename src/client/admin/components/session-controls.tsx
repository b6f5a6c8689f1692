import { ExternalLink, LogOut } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { useLogout } from '../lib/auth';
import { askBeforeLeaving, useNavigate } from '../lib/nav';

/** The live site in a new tab, to check a change where visitors see it. Hidden on phones. */
export function ViewSiteLink({ className }: { className: string }) {
  return (
    <a
      href="/"
      target="_blank"
      rel="noreferrer"
      className={cn(
        'hidden items-center gap-2 text-xs uppercase tracking-[0.18em] text-white/70 hover:text-white',
        className,
      )}
    >
      <ExternalLink className="h-4 w-4" aria-hidden="true" />
      View site
    </a>
  );
}

/** Ends the session, then shows the login screen; disabled meanwhile, so a double click logs out once. */
export function LogoutButton({ variant, className }: { variant: 'ghost' | 'outline'; className: string }) {
  const logout = useLogout();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  return (
    <Button
      variant={variant}
      size="sm"
      className={className}
      disabled={leaving}
      onClick={async () => {
        // Unsaved changes on the screen: asked first, before the session is gone.
        if (!askBeforeLeaving()) return;
        setLeaving(true);
        await logout();
        navigate('/admin/login', { replace: true });
      }}
    >
      <LogOut className="h-4 w-4" aria-hidden="true" />
      Logout
    </Button>
  );
}
