/** Where the tables live. */
export const datatablesBasicPath = '/tables/datatables/basic';
export const datatablesAdvancedPath = '/tables/datatables/advanced';
export const tableStylesPath = '/tables/basic';
export const virtualTablePath = '/tables/virtual';
