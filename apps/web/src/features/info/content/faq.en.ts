import { CLAIM_FACTS as FACTS } from '../../../lib/claim-facts.ts';
import type { LocalizedContent } from '../../../lib/localized-content.ts';
import type { FaqContent } from '../info-content.ts';

const faq: LocalizedContent<FaqContent> = ({ email, phone }) => ({
  lead: 'Quick answers about logging in, claims, documents and payouts. Can’t find yours? Our customer service is happy to help.',
  groups: [
    {
      id: 'login',
      title: 'Logging in with OTP',
      items: [
        {
          id: 'what-is-otp',
          question: 'What is an OTP and why do I need one?',
          answer: [
            `An OTP (one-time password) is a ${FACTS.otpLength}-digit code we send to your phone by SMS or WhatsApp each time you log in. It replaces a password: only the person holding your phone can log in.`,
            'Never share the code with anyone. Our staff will never ask for it.',
          ],
        },
        {
          id: 'otp-not-received',
          question: 'I did not receive the code',
          answer: [
            `Check that the phone number and country code are right and that your phone has signal. After ${FACTS.otpResendSeconds} seconds you can ask for a new code, by SMS or by WhatsApp. Only the newest code works.`,
          ],
        },
        {
          id: 'new-phone-number',
          question: 'I have a new phone number',
          answer: [
            'Change it in your profile and confirm it with the code sent to the new number. You are then signed out, and you log in with the new number from then on.',
            `No longer have the old number? Contact customer service at ${phone} or ${email}.`,
          ],
        },
      ],
    },
    {
      id: 'claims',
      title: 'Claims',
      items: [
        {
          id: 'how-to-claim',
          question: 'How do I file a claim?',
          answer: [
            'Log in with the code sent to your phone and open the policy. Choose the benefit you are claiming, fill in the form and upload the documents it asks for.',
            `We verify your claim within at most ${FACTS.verificationDays} working days after the documents are complete. An approved claim is paid within 1x${FACTS.payoutHours} hours.`,
          ],
        },
        {
          id: 'claim-status',
          question: 'Where do I see how my claim is doing?',
          answer: [
            'Under My claims, the tabs All, Initiated, In process and Closed sort your claims. Open a claim to see its status, the documents received and the messages with customer service.',
          ],
        },
        {
          id: 'document-deadline',
          question: 'Is there a deadline for sending documents?',
          answer: [
            'Yes. A claim that still needs documents shows the last date to send them. Send everything before that date: a claim whose documents are missing after it may be closed.',
          ],
        },
        {
          id: 'claim-rejected',
          question: 'Why was my claim rejected?',
          answer: [
            'The usual reasons are that the event is not covered by the policy, that documents were missing or did not match the policy, or that the claim came after the policy ended. The claim shows the reason; ask customer service in the claim’s chat if anything is unclear.',
          ],
        },
      ],
    },
    {
      id: 'documents',
      title: 'Documents and photos',
      items: [
        {
          id: 'which-documents',
          question: 'Which documents do I need?',
          answer: [
            'It depends on the benefit: the claim form lists each document, with a photo guide. Usually these are an identity card, proof of purchase, photos of the damage, and for a theft a police report.',
          ],
        },
        {
          id: 'file-formats',
          question: 'Which files can I upload?',
          answer: [
            `Files in the formats ${FACTS.uploadFormats}, of at most ${FACTS.maxUploadMb} MB each. Take photos in good light, with the whole document in the picture and no glare.`,
          ],
        },
        {
          id: 're-upload',
          question: 'A document says “Re-upload”. What now?',
          answer: [
            'Customer service could not use the file, for example because it was blurred or cut off. Open the claim, replace the file with a clearer one and submit again.',
          ],
        },
      ],
    },
    {
      id: 'payout',
      title: 'Payout',
      items: [
        {
          id: 'when-paid',
          question: 'When do I receive the money?',
          answer: [
            `Within 1x${FACTS.payoutHours} hours after the claim is approved, to the bank account you chose. A transfer made on a weekend or public holiday may appear on your statement on the next working day, depending on your bank.`,
          ],
        },
        {
          id: 'bank-account',
          question: 'Can I use another bank account?',
          answer: [
            'Yes. Choose another saved account, or add a new one, before you submit the claim. The account holder name, the account number and the bank are required, and the holder name must match the name on the policy.',
          ],
        },
      ],
    },
    {
      id: 'help',
      title: 'Help and languages',
      items: [
        {
          id: 'languages',
          question: 'Which languages can I use?',
          answer: [
            'Indonesian, English, Thai and Vietnamese. Pick yours with the language button at the top of the page; the portal remembers it.',
          ],
        },
        {
          id: 'contact',
          question: 'How do I reach customer service?',
          answer: [
            `About a claim, write in the chat on the claim itself. For anything else, call ${phone} or write to ${email}. The contacts for each country are at the bottom of every page, and our offices are on the office map.`,
          ],
        },
      ],
    },
  ],
});

export default faq;
