import { ApiReferenceReact } from '@scalar/api-reference-react';
import '@scalar/api-reference-react/style.css';
import { adminHead } from '../frame/admin-head';
import { AdminPage } from '../frame/admin-page';

export const head = adminHead('API reference');

/**
 * The integration API as integrators read it: /api/openapi.json rendered by Scalar. This page is its own
 * lazy chunk of the admin (routes.tsx), so the renderer and its styles load only here. Nothing is fetched
 * from outside: no web fonts, no telemetry, no request proxy, no "open in client" button.
 */
export default function ApiReferencePage() {
  return (
    <AdminPage
      title="API reference"
      description="What integrators can call: the public API and the routes an API key reaches, from /api/openapi.json."
    >
      <div className="api-reference overflow-hidden border border-line">
        <ApiReferenceReact
          configuration={{
            url: '/api/openapi.json',
            withDefaultFonts: false,
            telemetry: false,
            hideClientButton: true,
            hideTestRequestButton: true,
            showDeveloperTools: 'never',
            agent: { disabled: true },
            mcp: { disabled: true },
            documentDownloadType: 'json',
            layout: 'classic',
            theme: 'default',
            forceDarkModeState: 'dark',
            hideDarkModeToggle: true,
          }}
        />
      </div>
    </AdminPage>
  );
}
