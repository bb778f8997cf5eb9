/**
 * The SATUSEHAT stand-in's demo credentials (docs/contracts.md, issue 15: `pnpm start` starts the
 * stand-in beside the app and prints these beside the demo sign-in). A run against another
 * stand-in names its own through the environment.
 */
export const STAND_IN_DEMO = {
  organizationId: process.env.SATUSEHAT_DEMO_ORGANIZATION_ID ?? 'TODO',
  clientKey: process.env.SATUSEHAT_DEMO_CLIENT_KEY ?? 'TODO',
  secretKey: process.env.SATUSEHAT_DEMO_SECRET_KEY ?? 'TODO',
} as const;
