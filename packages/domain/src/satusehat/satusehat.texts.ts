import { defineAreaTexts } from '../intl/area-texts';

/** Texts of the SATUSEHAT integration forms (spec 2 §2.13, §5); Indonesian first. */
export const satusehatTexts = defineAreaTexts({
  id: {
    validation: {
      platformId:
        '{{field}} hanya berisi huruf, angka, tanda hubung dan titik, seperti tertulis di SATUSEHAT',
    },
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
    validation: {
      platformId: '{{field}} has only letters, digits, hyphens and dots, as SATUSEHAT writes it',
    },
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
