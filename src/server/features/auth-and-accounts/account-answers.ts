// The answer schemas of identity and account settings (docs/api.md 'Identity'), tied to the types the web app reads
// (src/shared/api/account-security.ts, account-email.ts, two-step.ts, notification-preferences.ts) and, for the
// passkey ceremonies, to @simplewebauthn's JSON options.
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialDescriptorJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import type { EmailChangedAnswer, EmailChangeRequestedAnswer } from '../../../shared/api/account-email';
import type {
  AccountSession,
  AccountSessionsAnswer,
  OtherSessionsEndedAnswer,
  PasswordChangedAnswer,
} from '../../../shared/api/account-security';
import type {
  NotificationPreferences,
  NotificationPreferencesSavedAnswer,
} from '../../../shared/api/notification-preferences';
import type {
  PasskeyView,
  RecoveryCodesAnswer,
  SecondFactorNeeded,
  TotpSetupAnswer,
  TwoStepStatus,
} from '../../../shared/api/two-step';
import {
  answerObject,
  arrayOf,
  booleanAnswer,
  enumAnswer,
  instantAnswer,
  integerAnswer,
  nullableInstant,
  nullableString,
  stringAnswer,
} from '../../answer-schema';
import { visitorAnswer } from '../../entity-answers';

export { visitorAnswer };

/** POST /api/login: the visitor, or the second factor the login waits for. */
export const loginAnswer = {
  anyOf: [
    visitorAnswer,
    answerObject<SecondFactorNeeded>()({
      secondFactorRequired: { type: 'boolean', const: true },
      methods: arrayOf(enumAnswer(['totp', 'recovery', 'passkey'])),
    }),
  ],
} as const;

/** POST and GET /api/logout. */
export const logoutAnswer = answerObject<{ redirectPath: string }>()({ redirectPath: stringAnswer });

export const passwordChangedAnswer = answerObject<PasswordChangedAnswer>()({
  message: stringAnswer,
  loggedOutSessions: integerAnswer,
});

export const accountSessionsAnswer = answerObject<AccountSessionsAnswer>()({
  sessions: arrayOf(
    answerObject<AccountSession>()({
      id: stringAnswer,
      device: stringAnswer,
      ip: nullableString,
      createdAt: instantAnswer,
      isCurrent: booleanAnswer,
    }),
  ),
});

export const otherSessionsEndedAnswer = answerObject<OtherSessionsEndedAnswer>()({ loggedOutSessions: integerAnswer });

/** POST /api/account/confirm: until when the session may make the sensitive calls. */
export const confirmedAnswer = answerObject<{ confirmedUntil: string }>()({ confirmedUntil: instantAnswer });

export const emailChangeRequestedAnswer = answerObject<EmailChangeRequestedAnswer>()({ message: stringAnswer });

export const emailChangedAnswer = answerObject<EmailChangedAnswer>()({
  message: stringAnswer,
  email: stringAnswer,
  isLoggedIn: booleanAnswer,
});

const notificationChoices = {
  reminders: booleanAnswer,
  statusChanges: booleanAnswer,
  dataRoom: booleanAnswer,
} as const;

export const notificationPreferencesAnswer = answerObject<NotificationPreferences>()(notificationChoices);

export const notificationPreferencesSavedAnswer = answerObject<NotificationPreferencesSavedAnswer>()({
  ...notificationChoices,
  message: stringAnswer,
});

export const twoStepStatusAnswer = answerObject<TwoStepStatus>()({
  isEnabled: booleanAnswer,
  hasSecondFactor: booleanAnswer,
  confirmedAt: nullableInstant,
  recoveryCodesLeft: integerAnswer,
  isRequired: booleanAnswer,
});

export const totpSetupAnswer = answerObject<TotpSetupAnswer>()({
  secret: stringAnswer,
  uri: stringAnswer,
  qrSvg: stringAnswer,
});

export const recoveryCodesAnswer = answerObject<RecoveryCodesAnswer>()({ recoveryCodes: arrayOf(stringAnswer) });

/** POST /api/account/two-step/disable. */
export const twoStepDisabledAnswer = answerObject<{ isEnabled: false }>()({
  isEnabled: { type: 'boolean', const: false },
});

export const passkeyAnswer = answerObject<PasskeyView>()({
  id: stringAnswer,
  name: stringAnswer,
  createdAt: instantAnswer,
  lastUsedAt: nullableInstant,
});

export const passkeysAnswer = answerObject<{ passkeys: PasskeyView[] }>()({ passkeys: arrayOf(passkeyAnswer) });

// WebAuthn's JSON options (W3C WebAuthn level 3), as @simplewebauthn makes them. Extensions are open by the standard.
const userVerification = enumAnswer(['required', 'preferred', 'discouraged']);
const hints = arrayOf(enumAnswer(['hybrid', 'security-key', 'client-device']));
const extensions = { type: 'object', additionalProperties: true } as const;
const credentialDescriptor = answerObject<PublicKeyCredentialDescriptorJSON>()(
  {
    id: stringAnswer,
    type: enumAnswer(['public-key']),
    transports: arrayOf(enumAnswer(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'])),
  },
  ['transports'],
);

/** POST /api/account/passkeys/options: what the browser's navigator.credentials.create() takes. */
export const registrationOptionsAnswer = answerObject<PublicKeyCredentialCreationOptionsJSON>()(
  {
    rp: answerObject<PublicKeyCredentialCreationOptionsJSON['rp']>()({ name: stringAnswer, id: stringAnswer }, ['id']),
    user: answerObject<PublicKeyCredentialCreationOptionsJSON['user']>()({
      id: stringAnswer,
      name: stringAnswer,
      displayName: stringAnswer,
    }),
    challenge: stringAnswer,
    pubKeyCredParams: arrayOf(
      answerObject<PublicKeyCredentialCreationOptionsJSON['pubKeyCredParams'][number]>()({
        alg: integerAnswer,
        type: enumAnswer(['public-key']),
      }),
    ),
    timeout: integerAnswer,
    excludeCredentials: arrayOf(credentialDescriptor),
    authenticatorSelection: answerObject<
      NonNullable<PublicKeyCredentialCreationOptionsJSON['authenticatorSelection']>
    >()(
      {
        authenticatorAttachment: enumAnswer(['cross-platform', 'platform']),
        requireResidentKey: booleanAnswer,
        residentKey: enumAnswer(['discouraged', 'preferred', 'required']),
        userVerification,
      },
      ['authenticatorAttachment', 'requireResidentKey', 'residentKey', 'userVerification'],
    ),
    hints,
    attestation: enumAnswer(['direct', 'enterprise', 'indirect', 'none']),
    attestationFormats: arrayOf(stringAnswer),
    extensions,
  },
  [
    'timeout',
    'excludeCredentials',
    'authenticatorSelection',
    'hints',
    'attestation',
    'attestationFormats',
    'extensions',
  ],
);

/** POST /api/login/passkey/options: what the browser's navigator.credentials.get() takes. */
export const authenticationOptionsAnswer = answerObject<PublicKeyCredentialRequestOptionsJSON>()(
  {
    challenge: stringAnswer,
    timeout: integerAnswer,
    rpId: stringAnswer,
    allowCredentials: arrayOf(credentialDescriptor),
    userVerification,
    hints,
    extensions,
  },
  ['timeout', 'rpId', 'allowCredentials', 'userVerification', 'hints', 'extensions'],
);
