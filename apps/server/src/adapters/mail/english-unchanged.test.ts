import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SAMPLES } from './samples.ts';

/**
 * Issue 30: Hindi is added beside the English, never instead of it. Every English mail (subject,
 * text and HTML) is byte for byte what it was before the mails learnt Hindi: these are the sha256 of
 * each sample as rendered before that change.
 */
const BEFORE: Record<string, string> = {
  'password-reset': '3d99d57010feab5106b1e63740eeb13d78f543e5793496febdaef3abca3057f3',
  'receipt': 'eecb89d240aee35b3acb467f344845de9445e87496c2e48b396ddfcc0e925804',
  'refund': '03876550853f000ddfb81729097e6fd4b06f7471b671099b3b64d2cf24e97586',
  'expiry-reminder': 'af724df8b8acc4238a177eb900b8cd4906e0eba9c2cfa7c45aff40914d17712d',
  'renewal-nudge': '5604927c74dc201369737d23e47d479a5db9c22c303322124e57cae167970e76',
  'email-change-confirm': 'b0337c7ab90364491e760c44b35aa45f57ce8d8afd5fd413d2a54d90469debb1',
  'email-changed-notice': '13d448f735f6512f0830f549770ba74ee436bbd0542e393f873109ced73d43d5',
  'password-changed': 'c9125470c37b2940411995be563c458b352bead69644e3b553ca6867c9e0f94c',
  'account-erased': '987a132de19d19b5402cec27b8c620376bfd33dadfcd8eafbb3595c372a61e48',
  'import-welcome': 'e0ed50b6188d4fb497f6a364f1e031bf2cae16cf3e43d44eb4b2607f327fff67',
  'contact-received': '6d8c45a5860890d47898e28a20ab6f9154e8482bd171bf7c99ac9841c83220ab',
  'webinar-registered': 'e3b5396ebc0aa02c14ba296cde4bd7e734e9e2dd916a0e0dd14011aad7c1af90',
  'webinar-reminder': '5dcebd0e393380f74c3c8de4c9e39e08c78bac0d942251510249fba1d429e8e7',
  'ebook': 'eaecc2e0e52c394c6ed907d624b872497a32d40742e18b42fa24bb1f0657615e',
  'newsletter-welcome': 'de9771ae1c91ced9d5a554a9701ba1aa810fcc17eb9ed371836960a8cce7aee1',
};

const digest = (m: { subject: string; text: string; html: string }) =>
  createHash('sha256').update(JSON.stringify([m.subject, m.text, m.html])).digest('hex');

describe('English mails are unchanged by the Hindi', () => {
  for (const sample of SAMPLES) {
    it(`${sample.id} is byte-identical`, () => {
      expect(digest(sample.mail())).toBe(BEFORE[sample.id]);
    });
  }
});
