/** Demo logins, printed at start. Demo data only: never real credentials. */
export const DEMO_LOGINS = [
  { role: 'admin', email: 'admin@example.com', password: 'Admin@123', name: 'Demo Admin' },
  { role: 'member', email: 'member@example.com', password: 'Member@123', name: 'Demo Member' },
  { role: 'expired member', email: 'expired@example.com', password: 'Member@123', name: 'Expired Member' },
  { role: 'suspended member', email: 'suspended@example.com', password: 'Member@123', name: 'Suspended Member' },
  { role: 'community member', email: 'trader@example.com', password: 'Member@123', name: 'Rahul Mehta' },
] as const;
