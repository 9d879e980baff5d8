import { z } from 'zod';

/** GET /api/underMaintenance answers data.isTLT; truthy shows the maintenance screen. */
export const MaintenanceSchema = z.object({ isTLT: z.boolean() });
export type Maintenance = z.infer<typeof MaintenanceSchema>;
