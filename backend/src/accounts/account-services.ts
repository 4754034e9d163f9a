import type { AccountDeps } from './account-deps.js';
import { AuthService } from './auth.service.js';
import { EmailCodes } from './email-codes.js';
import { KnownAddresses } from './known-addresses.js';
import { PasswordResetService } from './password-reset.service.js';
import { RegistrationService } from './registration.service.js';
import { ResendWait } from './resend-wait.js';

export interface AccountServices {
  auth: AuthService;
  registration: RegistrationService;
  passwordReset: PasswordResetService;
}

export function createAccountServices(deps: AccountDeps): AccountServices {
  const codes = new EmailCodes(deps.em, deps.settings.codeHasher);
  const knownAddresses = new KnownAddresses(deps.settings.store, deps.log);
  return {
    auth: new AuthService(deps, knownAddresses),
    registration: new RegistrationService(deps, codes, new ResendWait(deps.settings.store)),
    passwordReset: new PasswordResetService(deps, codes, knownAddresses),
  };
}
