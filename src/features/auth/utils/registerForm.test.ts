import { registerErrorView, toRegistrationPayload, type RegisterFormValues } from './registerForm';

const values: RegisterFormValues = {
  email: '  ann@example.com ',
  plainPassword: 'Secret123',
  passwordSecond: 'Secret123',
  firstName: ' Ann ',
  lastName: ' Lee ',
  company: ' Acme Water Labs ',
  segment: undefined,
  agbAccepted: true,
  newsletterActive: false,
};

describe('registration payload', () => {
  it('trims the texts and sends segment 0 when none is chosen', () => {
    expect(toRegistrationPayload(values)).toEqual({
      email: 'ann@example.com',
      plainPassword: 'Secret123',
      passwordSecond: 'Secret123',
      firstName: 'Ann',
      lastName: 'Lee',
      company: 'Acme Water Labs',
      segment: 0,
      agbAccepted: true,
      newsletterActive: false,
    });
    expect(toRegistrationPayload({ ...values, segment: 7 }).segment).toBe(7);
    expect(toRegistrationPayload({ ...values, segment: -2 }).segment).toBe(0);
  });
});

describe('registration errors', () => {
  it("puts 'The e-mail is already used…' on the e-mail field and notifies it", () => {
    const view = registerErrorView({
      status: 422,
      data: { violations: [{ propertyPath: 'email', message: 'The e-mail is already used.' }] },
    });
    expect(view).toEqual({
      message: 'The e-mail is already used.',
      fields: [{ name: 'email', errors: ['The e-mail is already used.'] }],
    });
  });

  it('also when the server sends it as a plain message', () => {
    const view = registerErrorView({
      status: 400,
      data: { message: 'The e-mail is already used by another account' },
    });
    expect(view.fields).toEqual([
      { name: 'email', errors: ['The e-mail is already used by another account'] },
    ]);
  });

  it('maps other violations onto their fields; the first one is the notification', () => {
    const view = registerErrorView({
      status: 400,
      data: {
        violations: [
          {
            propertyPath: 'company',
            message: 'The company name has to be at least 3 characters long.',
          },
          { propertyPath: 'unknownField', message: 'ignored on the form' },
        ],
      },
    });
    expect(view.message).toBe('The company name has to be at least 3 characters long.');
    expect(view.fields).toEqual([
      { name: 'company', errors: ['The company name has to be at least 3 characters long.'] },
    ]);
  });

  it("reads 'Invalid Request' without violations, and the central texts otherwise", () => {
    expect(registerErrorView({ status: 403, data: { code: 403 } }).message).toBe('Invalid Request');
    expect(registerErrorView({ status: 500, data: {} }).message).toBe('Internal Server Error');
  });
});
