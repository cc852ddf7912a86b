import { registerFormSchema } from '@escouade/contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';

/** Loaded by the sign-up form after it renders (see lib/lazy-resolver.ts). */
export const registerResolver = zodResolver(registerFormSchema);
