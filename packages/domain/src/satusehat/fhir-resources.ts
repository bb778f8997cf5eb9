import type { OrganizationFormValues, OrganizationForm } from './organization.schema';
import type { LocationForm, LocationFormValues } from './location.schema';

/**
 * The integration's organization and location forms as FHIR resources and back (spec 2 §3:
 * telecom phone, email and url with use work; address line, city, postal code, country ID and an
 * administrative-code extension for province, city, district, village, plus rt and rw for a
 * location). Identifiers, type and links to the parent organization are the server's to add.
 */
export const ADMINISTRATIVE_CODE_URL =
  'https://fhir.kemkes.go.id/r4/StructureDefinition/administrativeCode';
export const COUNTRY_CODE = 'ID';

export interface FhirTelecom {
  system: 'phone' | 'email' | 'url';
  value: string;
  use: 'work';
}

export interface FhirExtensionCode {
  url: string;
  valueCode: string;
}

export interface FhirAddress {
  use: 'work';
  line: string[];
  city: string;
  postalCode: string;
  country: string;
  extension: { url: string; extension: FhirExtensionCode[] }[];
}

export interface OrganizationResource {
  resourceType: 'Organization';
  id?: string;
  active: boolean;
  name: string;
  telecom: FhirTelecom[];
  address: FhirAddress[];
}

export interface LocationResource {
  resourceType: 'Location';
  id?: string;
  status: 'active';
  name: string;
  description: string;
  telecom: FhirTelecom[];
  address: FhirAddress;
}

type AddressValues = Pick<
  OrganizationFormValues,
  'address' | 'city' | 'postalCode' | 'province' | 'district' | 'village'
> & { rt?: string; rw?: string };

function telecomOf(values: Pick<OrganizationFormValues, 'phoneNumber' | 'email' | 'website'>) {
  return [
    { system: 'phone', value: values.phoneNumber, use: 'work' },
    { system: 'email', value: values.email, use: 'work' },
    { system: 'url', value: values.website, use: 'work' },
  ] satisfies FhirTelecom[];
}

function addressOf(values: AddressValues): FhirAddress {
  const codes: FhirExtensionCode[] = [
    { url: 'province', valueCode: values.province },
    { url: 'city', valueCode: values.city },
    { url: 'district', valueCode: values.district },
    { url: 'village', valueCode: values.village },
  ];
  if (values.rt !== undefined) codes.push({ url: 'rt', valueCode: values.rt });
  if (values.rw !== undefined) codes.push({ url: 'rw', valueCode: values.rw });
  return {
    use: 'work',
    line: [values.address],
    city: values.city,
    postalCode: values.postalCode,
    country: COUNTRY_CODE,
    extension: [{ url: ADMINISTRATIVE_CODE_URL, extension: codes }],
  };
}

export function toOrganizationResource(
  values: OrganizationFormValues,
  id?: string,
): OrganizationResource {
  return {
    resourceType: 'Organization',
    ...(id === undefined ? {} : { id }),
    active: true,
    name: values.name,
    telecom: telecomOf(values),
    address: [addressOf(values)],
  };
}

export function toLocationResource(values: LocationFormValues, id?: string): LocationResource {
  return {
    resourceType: 'Location',
    ...(id === undefined ? {} : { id }),
    status: 'active',
    name: values.name,
    description: values.description,
    telecom: telecomOf(values),
    address: addressOf(values),
  };
}

/** A resource as read back from the platform: any part may be missing. */
export interface ResourceLike {
  name?: string;
  description?: string;
  telecom?: { system?: string; value?: string }[];
  address?: AddressLike | AddressLike[];
}

interface AddressLike {
  line?: string[];
  city?: string;
  postalCode?: string;
  extension?: { url?: string; extension?: { url?: string; valueCode?: string }[] }[];
}

function telecomValue(resource: ResourceLike, system: FhirTelecom['system']): string {
  return resource.telecom?.find((entry) => entry.system === system)?.value ?? '';
}

function firstAddress(resource: ResourceLike): AddressLike {
  const { address } = resource;
  return (Array.isArray(address) ? address[0] : address) ?? {};
}

function adminCode(address: AddressLike, part: string): string {
  const codes = address.extension?.find((entry) => entry.url === ADMINISTRATIVE_CODE_URL);
  return codes?.extension?.find((entry) => entry.url === part)?.valueCode ?? '';
}

/** The view and edit forms of an organization filled from the resource. */
export function organizationFormFromResource(resource: ResourceLike): OrganizationForm {
  const address = firstAddress(resource);
  return {
    name: resource.name ?? '',
    email: telecomValue(resource, 'email'),
    phoneNumber: telecomValue(resource, 'phone'),
    website: telecomValue(resource, 'url'),
    address: address.line?.join(', ') ?? '',
    city: address.city ?? adminCode(address, 'city'),
    postalCode: address.postalCode ?? '',
    province: adminCode(address, 'province'),
    district: adminCode(address, 'district'),
    village: adminCode(address, 'village'),
  };
}

/** The view and edit forms of a location filled from the resource. */
export function locationFormFromResource(resource: ResourceLike): LocationForm {
  const address = firstAddress(resource);
  return {
    ...organizationFormFromResource(resource),
    description: resource.description ?? '',
    rt: adminCode(address, 'rt'),
    rw: adminCode(address, 'rw'),
  };
}
