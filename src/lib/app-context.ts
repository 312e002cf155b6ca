import { createContext, useContext } from 'react';
import type { Connection } from './connection';
import { API_BASE_PATH } from '../contract/errors';

/** What start-up hands to the app: the connection in use and, in demo mode, the sandbox's controls. */
export type AppContextValue = {
  connection: Connection;
  /** Demo mode only: wipes the in-browser sandbox's data. */
  resetDemo: (() => Promise<void>) | null;
  /** Saves a new connection and reloads the app with it. */
  switchConnection: (connection: Connection) => void;
};

export const AppContext = createContext<AppContextValue>({
  connection: { mode: 'demo', baseUrl: API_BASE_PATH },
  resetDemo: null,
  switchConnection: () => undefined,
});

export function useAppContext(): AppContextValue {
  return useContext(AppContext);
}
