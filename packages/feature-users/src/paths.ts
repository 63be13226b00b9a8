/** Where the users app lives (SPEC §2). */
export const listPath = '/apps/user/list';
export const viewPath = '/apps/user/view';
export const userPath = (id: number) => `${viewPath}/${id}`;
