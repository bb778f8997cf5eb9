import { z } from 'zod';
import { GENDERS, genderSchema, type Gender } from '../account/profile.schema';
import { ROLES, STAFF_ROLES, type Role, type StaffRole } from '../access/roles';
import {
  birthDateField,
  emailField,
  enumField,
  idSchema,
  nameText,
  passwordField,
  phoneField,
  requiredText,
} from '../validation/fields';
import { required, validationMessage } from '../validation/message';
import { PAGE_SIZES } from '../tables/page-sizes';
import { pageQuerySchemaWith } from '../tables/table-query';

/**
 * A doctor's IHS number on SATUSEHAT, optional: the visit's Encounter names the doctor by it. Only
 * a doctor carries one; for any other role it is dropped (`practitionerIhsOf`).
 */
function practitionerIhsField() {
  return z
    .string()
    .trim()
    .max(50, {
      error: validationMessage('validation.maxLength', {
        field: 'fields.satuSehatPractitionerId',
        max: 50,
      }),
    })
    .optional();
}

/** Whether the staff form asks the IHS number: only while the role chosen is a doctor's. */
export function asksPractitionerIhs(role: Role | null | undefined): boolean {
  return role === 'ROLE_DOCTOR';
}

/** The IHS number kept for this role: a doctor's, trimmed, or null. */
export function practitionerIhsOf(role: Role, value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return asksPractitionerIhs(role) && trimmed !== '' ? trimmed : null;
}

/** Spec 2 §5: the role list excludes the owner. */
export const staffRoleSchema = enumField(STAFF_ROLES, 'fields.role');

const staffFields = {
  name: nameText('fields.name', 100),
  email: emailField(),
  role: staffRoleSchema,
  phoneNumber: phoneField(),
  dateOfBirth: birthDateField(),
  gender: genderSchema,
  address: requiredText('fields.address', 500),
  identificationNumber: requiredText('fields.identificationNumber', 50),
  satuSehatPractitionerId: practitionerIhsField(),
};

/** Spec 2 §5: editing a staff member asks the same, without the password. */
export const staffEditFormSchema = z.object(staffFields);
export type StaffEditForm = z.input<typeof staffEditFormSchema>;
export type StaffEditValues = z.infer<typeof staffEditFormSchema>;

/** Creating one also asks the password twice; a mismatch shows on the confirmation. */
export const staffCreateFormSchema = z
  .object({
    ...staffFields,
    password: passwordField(),
    confirmPassword: z
      .string({ error: required('fields.confirmPassword') })
      .min(1, { error: required('fields.confirmPassword') }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    error: validationMessage('validation.passwordMismatch'),
    path: ['confirmPassword'],
  });
export type StaffCreateForm = z.input<typeof staffCreateFormSchema>;
export type StaffCreateValues = z.infer<typeof staffCreateFormSchema>;

const requestFields = {
  name: staffFields.name,
  email: staffFields.email,
  role: staffFields.role,
  userPhoneNumber: phoneField('fields.phoneNumber'),
  userDob: birthDateField(),
  userGender: genderSchema,
  userAddress: requiredText('fields.address', 500),
  identificationNumber: staffFields.identificationNumber,
  satuSehatPractitionerId: practitionerIhsField().nullable(),
};

/** `POST /dashboard/staff` for a new staff member (spec 2 §7). */
export const staffCreateRequestSchema = z.object({ ...requestFields, password: passwordField() });
export type StaffCreateRequest = z.infer<typeof staffCreateRequestSchema>;

/** `POST /dashboard/staff` for an edit: the same without the password, with the id. */
export const staffEditRequestSchema = z.object({
  ...requestFields,
  id: idSchema('fields.staff'),
});
export type StaffEditRequest = z.infer<typeof staffEditRequestSchema>;

function requestOf(values: StaffEditValues) {
  return {
    name: values.name,
    email: values.email,
    role: values.role,
    userPhoneNumber: values.phoneNumber,
    userDob: values.dateOfBirth,
    userGender: values.gender,
    userAddress: values.address,
    identificationNumber: values.identificationNumber,
    satuSehatPractitionerId: practitionerIhsOf(values.role, values.satuSehatPractitionerId),
  };
}

export function toStaffCreateRequest(values: StaffCreateValues): StaffCreateRequest {
  return { ...requestOf(values), password: values.password };
}

export function toStaffEditRequest(values: StaffEditValues, id: string): StaffEditRequest {
  return { ...requestOf(values), id };
}

/** A row of `GET /dashboard/staff` (spec 2 §3). */
export interface StaffRow {
  /** The account's id (a uuid). */
  id: string;
  name: string;
  email: string;
  role: Role;
  userPhoneNumber: string | null;
  userDob: string | null;
  userGender: Gender | null;
  userAddress: string | null;
  identificationNumber: string | null;
  practitionerId?: string | number | null;
  /** A doctor's IHS number on SATUSEHAT, else null. */
  satuSehatPractitionerId?: string | null;
  /** False once the owner deactivated the account (it stays listed: records keep its name). */
  active: boolean;
}

export const staffRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  userPhoneNumber: z.string().nullable(),
  userDob: z.string().nullable(),
  userGender: z.enum(GENDERS).nullable(),
  userAddress: z.string().nullable(),
  identificationNumber: z.string().nullable(),
  practitionerId: z.union([z.string(), z.number()]).nullish(),
  satuSehatPractitionerId: z.string().nullish(),
  active: z.boolean(),
});

/** The edit and detail form filled from a row (passed along as navigation state). */
export interface StaffFormDraft {
  name: string;
  email: string;
  role: StaffRole | null;
  phoneNumber: string;
  dateOfBirth: string;
  gender: Gender | null;
  address: string;
  identificationNumber: string;
  satuSehatPractitionerId: string;
}

export function staffFormFromRow(row: StaffRow): StaffFormDraft {
  return {
    name: row.name,
    email: row.email,
    role: (STAFF_ROLES as readonly Role[]).includes(row.role) ? (row.role as StaffRole) : null,
    phoneNumber: row.userPhoneNumber ?? '',
    dateOfBirth: row.userDob ?? '',
    gender: row.userGender,
    address: row.userAddress ?? '',
    identificationNumber: row.identificationNumber ?? '',
    satuSehatPractitionerId: row.satuSehatPractitionerId ?? '',
  };
}

/** A new staff member's form: nothing chosen yet. */
export function emptyStaffForm(): StaffFormDraft & { password: string; confirmPassword: string } {
  return {
    name: '',
    email: '',
    role: null,
    phoneNumber: '',
    dateOfBirth: '',
    gender: null,
    address: '',
    identificationNumber: '',
    satuSehatPractitionerId: '',
    password: '',
    confirmPassword: '',
  };
}

/** `GET /dashboard/staff`'s query: page, size and an optional role (spec 2 §2.10, §7). */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const staffListQuerySchema = pageQuerySchemaWith({
  defaultSize: PAGE_SIZES.staffList,
  maxSize: 100,
}).extend({
  role: z.preprocess(blankToUndefined, z.enum(ROLES).optional()),
});
export type StaffListQuery = z.infer<typeof staffListQuerySchema>;
