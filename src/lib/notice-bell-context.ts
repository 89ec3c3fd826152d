import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { noticeBellMachine } from '../../machines/notice-bell.ts';

export type NoticeBellActor = ActorRefFrom<typeof noticeBellMachine>;

/** The header bell's actor, started by the signed-in shell (src/app/shell/use-notice-bell.ts). */
export const NoticeBellContext = createContext<NoticeBellActor | null>(null);

/** The bell, for a page that changes what is unread (the notices page); null outside the shell. */
export const useNoticeBell = (): NoticeBellActor | null => useContext(NoticeBellContext);
