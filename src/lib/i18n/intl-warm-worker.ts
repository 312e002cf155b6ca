/// <reference lib="webworker" />
import { DATE_OPTIONS, USD_OPTIONS } from './intl-options';

/**
 * Makes the page's first money and date formatters for the language it is sent, then says so
 * (warm-intl.ts): the engine loads that language's number and date data for the whole process.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (event: MessageEvent<unknown>) => {
  const locale = String(event.data);
  try {
    new Intl.NumberFormat(locale, USD_OPTIONS).format(1);
    new Intl.DateTimeFormat(locale, DATE_OPTIONS).format(0);
  } finally {
    scope.postMessage('warm');
  }
};
