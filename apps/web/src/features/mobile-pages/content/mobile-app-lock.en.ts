import type { LocalizedContent } from '../../../lib/localized-content.ts';
import type { MobilePageContent } from '../mobile-pages.ts';

const mobileAppLock: LocalizedContent<MobilePageContent> = ({ email, phone }) => ({
  title: 'App Lock and PIN',
  intro: [
    'App lock keeps your policies, claims and personal data private when someone else picks up your phone. When it is on, the app asks for your PIN, or your fingerprint or face, before it shows anything.',
  ],
  sections: [
    {
      heading: 'Turning app lock on',
      items: [
        "Open the app's settings, go to Security and turn on app lock.",
        'Choose a 6-digit PIN and enter it again to confirm.',
        'If your phone supports it, you can also unlock with your fingerprint or face. The PIN always remains available as the alternative.',
      ],
    },
    {
      heading: 'When the app asks for it',
      paragraphs: [
        'When you open the app, and when you come back to it after it has been in the background for a while. It is also asked before sensitive changes, such as a new bank account or phone number.',
      ],
    },
    {
      heading: 'Choosing a good PIN',
      items: [
        'Avoid dates of birth, repeated digits (111111) and sequences (123456).',
        'Do not reuse the PIN of your bank card or your phone.',
        'Never tell anyone your PIN: our staff will never ask for it.',
      ],
    },
    {
      heading: 'Forgotten PIN or too many attempts',
      paragraphs: [
        'After 5 wrong attempts the app signs you out to protect your account. Log in again with a one-time code (OTP) sent to your phone number, then choose a new PIN. Your policies and claims are not affected.',
      ],
    },
    {
      heading: 'Fingerprint, face and your privacy',
      paragraphs: [
        "Fingerprint and face data stay on your phone and are checked by the phone's own system. The app only learns whether the check succeeded; it never receives your fingerprint or a picture of your face.",
      ],
    },
    {
      heading: 'New or lost phone',
      paragraphs: [
        `App lock is set for each device. On a new phone, log in with an OTP and choose a PIN again. If your phone is lost or stolen, call ${phone} or write to ${email} so that we can end the sessions on that phone.`,
      ],
    },
  ],
});

export default mobileAppLock;
