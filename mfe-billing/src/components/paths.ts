// The billing paths of the shell's route table, built in one place.
const base = (orgId: string) => `/organisations/${encodeURIComponent(orgId)}`;

export const paths = {
  overview: (orgId: string) => `${base(orgId)}/billing`,
  plan: (orgId: string) => `${base(orgId)}/billing/plan`,
  payment: (orgId: string) => `${base(orgId)}/billing/payment`,
  invoices: (orgId: string) => `${base(orgId)}/billing/invoices`,
  pause: (orgId: string) => `${base(orgId)}/billing/pause`,
  cancel: (orgId: string) => `${base(orgId)}/billing/cancel`,
  delete: (orgId: string) => `${base(orgId)}/billing/delete`,
  usage: (orgId: string) => `${base(orgId)}/usage`,
};
