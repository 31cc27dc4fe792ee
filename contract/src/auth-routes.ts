/**
 * The methods and paths of sign-in, the session and sign-out, in a module free of
 * schemas: the web app sends these requests at once, while zod downloads with
 * the rest of the console. auth.ts builds the endpoints on them.
 */
export const loginRoute = { method: 'POST', path: '/users/login' } as const;
export const sessionRoute = { method: 'GET', path: '/users/session' } as const;
export const logoutRoute = { method: 'POST', path: '/users/logout' } as const;
