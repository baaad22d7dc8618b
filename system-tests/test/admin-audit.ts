import { eventually, type GatewayClient } from '@reto/platform/testing';

export interface AuditLine {
  action: string;
  target: string;
}

/**
 * The admin panel's audit log, newest first, read until `done` holds: the services report their
 * admin actions through their outboxes, so an entry appears shortly after the action.
 */
export const auditOnceShown = (
  admin: GatewayClient,
  adminAuth: Record<string, string>,
  done: (entries: AuditLine[]) => boolean,
): Promise<AuditLine[]> =>
  eventually(
    async () =>
      (
        await admin.graphql<{ adminAudit: { entries: AuditLine[] } }>(
          '{ adminAudit(limit: 10) { entries { action target } } }',
          {},
          adminAuth,
        )
      ).data!.adminAudit.entries,
    done,
  );
