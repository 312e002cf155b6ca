/** The options of the formatters every signed-in page makes first (intl.ts), and the worker warms. */
export const USD_OPTIONS: Intl.NumberFormatOptions = { style: 'currency', currency: 'USD' };
export const DATE_OPTIONS: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
