import { useEffect } from 'react';
import { usePortalBrand } from '../api/portal-brand.ts';
import { rememberPortalColor } from '../lib/portal-look.ts';
import { rememberPortalWorkspace } from '../lib/portal-workspace.ts';
import { PORTAL_MESSAGES as M } from '../messages.ts';
import { WorkspaceLogo } from './workspace-logo.tsx';

/**
 * The provider above /c/login (issue 32 §5, decision 0081): its logo (or its name) and colour, for
 * the workspace the link named (`?w=`) or the last portal opened here. Nothing while unknown: the
 * page then reads as Trato's, as before.
 */
export function LoginBrand({ workspaceId }: { workspaceId: string | null }) {
  const brand = usePortalBrand(workspaceId);
  const data = brand.data;
  useEffect(() => {
    if (!data || !workspaceId) return;
    rememberPortalWorkspace(workspaceId);
    rememberPortalColor(data.primary_color);
  }, [data, workspaceId]);
  if (!data) return null;
  return (
    <div className="flex flex-col items-center gap-3 text-center" data-testid="login-brand">
      {data.logo || data.logo_dark ? (
        <WorkspaceLogo organization={data} />
      ) : (
        // No logo: the provider's initial on its colour, so the page is theirs at a glance.
        <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-2xl bg-primary text-xl font-bold text-primary-foreground">
          {data.name.trim().charAt(0).toUpperCase()}
        </span>
      )}
      <p className="text-sm text-muted-foreground">
        {M.loginBrandLead} <strong className="font-semibold text-foreground">{data.name}</strong>
      </p>
    </div>
  );
}
