// The server's tests run on real parts (PGlite or PostgreSQL, a real SMTP server, stand-ins over HTTP for
// outside services): module mocks are refused there, so a test cannot pass against a replaced module
// (the developers' guide: "no mock where the real thing can run here"; issue 29 §7).
const MESSAGE = 'Server tests run on real parts: start the real thing, or a stand-in over HTTP, instead of mocking a module';

export const realPartsInTests = {
  files: ['apps/server/**/*.{ts,tsx,mts,js,mjs}'],
  rules: {
    'no-restricted-properties': ['error',
      { object: 'vi', property: 'mock', message: MESSAGE },
      { object: 'vi', property: 'doMock', message: MESSAGE },
      { object: 'vi', property: 'hoisted', message: MESSAGE },
      { object: 'jest', property: 'mock', message: MESSAGE },
    ],
  },
};
