import { defineAreaTexts } from '../intl/area-texts';

/** Texts of the SATUSEHAT integration forms (spec 2 §2.13, §5); Indonesian first. */
export const satusehatTexts = defineAreaTexts({
  id: {
    fields: {
      organizationId: 'ID Organisasi',
      clientKey: 'Client Key',
      secretKey: 'Secret Key',
      website: 'Website',
      city: 'Kota/Kabupaten',
      postalCode: 'Kode pos',
      province: 'Provinsi',
      district: 'Kecamatan',
      village: 'Kelurahan/Desa',
      locationDescription: 'Deskripsi',
      rt: 'RT',
      rw: 'RW',
    },
  },
  en: {
    fields: {
      organizationId: 'Organization ID',
      clientKey: 'Client Key',
      secretKey: 'Secret Key',
      website: 'Website',
      city: 'City',
      postalCode: 'Postal code',
      province: 'Province',
      district: 'District',
      village: 'Village',
      locationDescription: 'Description',
      rt: 'RT',
      rw: 'RW',
    },
  },
});
