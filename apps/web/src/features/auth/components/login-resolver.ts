import { loginFormSchema } from '@escouade/contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';

/** Loaded by the sign-in form after it renders (see lib/lazy-resolver.ts). */
export const loginResolver = zodResolver(loginFormSchema);
