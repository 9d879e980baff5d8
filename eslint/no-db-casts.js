// A transaction is already a Db, on either driver (apps/server/src/db/client.ts): a cast to Db hides
// nothing but a real mismatch, so it is refused (issue 29 §5 removed 30 of them).
const MESSAGE = 'A transaction and either driver\'s database already are a Db (db/client.ts): pass it as it is, without a cast';

export const noDbCasts = {
  files: ['apps/server/**/*.{ts,tsx,mts}'],
  rules: {
    'no-restricted-syntax': ['error',
      { selector: "TSAsExpression > TSTypeReference.typeAnnotation > Identifier.typeName[name='Db']", message: MESSAGE },
    ],
  },
};
