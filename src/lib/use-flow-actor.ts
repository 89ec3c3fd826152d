import { useActorRef } from '@xstate/react';
import type { ActorOptions, AnyStateMachine } from 'xstate';
import { devInspect } from './dev-inspect.ts';

/** `useActorRef`, with the development inspector (src/lib/dev-inspect.ts) attached. */
export function useFlowActor<M extends AnyStateMachine>(machine: M, options: ActorOptions<M> = {}) {
  return useActorRef(machine, { ...options, inspect: devInspect });
}
