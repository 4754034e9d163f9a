import type { AccountDeps } from './account-deps.js';
import { AuthService } from './auth.service.js';
import { EmailCodes } from './email-codes.js';
import { PasswordResetService } from './password-reset.service.js';
import { RegistrationService } from './registration.service.js';

export interface AccountServices {
  auth: AuthService;
  registration: RegistrationService;
  passwordReset: PasswordResetService;
}

export function createAccountServices(deps: AccountDeps): AccountServices {
  const codes = new EmailCodes(deps.em, deps.settings.codeHasher);
  return {
    auth: new AuthService(deps),
    registration: new RegistrationService(deps, codes),
    passwordReset: new PasswordResetService(deps, codes),
  };
}
