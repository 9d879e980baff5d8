import { z } from 'zod';

/** GET /api/underMaintenance answers data.isTLT; truthy shows the maintenance screen. */
export const MaintenanceSchema = z.object({ isTLT: z.boolean() });
export type Maintenance = z.infer<typeof MaintenanceSchema>;

/** The admin's toasts for the switch (ours; the spec's screen message is MSG.maintenance). */
export const MAINTENANCE_MSG = { on: 'Maintenance mode on', off: 'Maintenance mode off' } as const;
