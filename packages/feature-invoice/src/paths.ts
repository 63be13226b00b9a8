/** Where the invoices app lives (SPEC §2). */
export const listPath = '/apps/invoice/list';
export const previewBasePath = '/apps/invoice/preview';
export const editBasePath = '/apps/invoice/edit';
export const addPath = '/apps/invoice/add';
export const printBasePath = '/apps/invoice/print';
export const previewPath = (id: number) => `${previewBasePath}/${id}`;
export const editPath = (id: number) => `${editBasePath}/${id}`;
export const printPath = (id: number) => `${printBasePath}/${id}`;
