import type { Decision } from './sessionPolicy.ts';

/**
 * How the api client hands its decisions to the shell without importing
 * React: the shell installs the handler that carries them out with antd
 * (shell/decisions.ts, FeedbackBridge.tsx); tests install fakes. Before that,
 * a reason goes to the console.
 */
let carryOut = (decision: Decision): void => {
  if (decision.kind === 'report') console.error(decision.message);
};

export function installDecisionHandler(handler: (decision: Decision) => void): () => void {
  const before = carryOut;
  carryOut = handler;
  return () => {
    if (carryOut === handler) carryOut = before;
  };
}

export const handOver = (decision: Decision): void => carryOut(decision);
