import type { Icd10Code } from '../../modules/icd10/icd10.repository';

/**
 * The demo clinic's ICD-10 codes: diagnoses a general practice and an aesthetic (skin) clinic in
 * Indonesia write every week, hand-picked and written for Praktik (English titles as the WHO
 * ICD-10 words them, Indonesian titles in the words Indonesian clinicians use, the everyday name
 * in brackets where patients know it by another). The full list is loaded with `icd10:import`.
 */
export const ICD10_SUBSET: readonly Icd10Code[] = [
  // Infections
  { code: 'A01.0', titleEn: 'Typhoid fever', titleId: 'Demam tifoid' },
  {
    code: 'A09',
    titleEn: 'Diarrhoea and gastroenteritis of presumed infectious origin',
    titleId: 'Diare dan gastroenteritis yang diduga akibat infeksi',
  },
  {
    code: 'A15.0',
    titleEn: 'Tuberculosis of lung, confirmed by sputum microscopy with or without culture',
    titleId: 'Tuberkulosis paru, terkonfirmasi mikroskopis dahak dengan atau tanpa kultur',
  },
  {
    code: 'A90',
    titleEn: 'Dengue fever [classical dengue]',
    titleId: 'Demam dengue [dengue klasik]',
  },
  { code: 'A91', titleEn: 'Dengue haemorrhagic fever', titleId: 'Demam berdarah dengue' },
  {
    code: 'B00.1',
    titleEn: 'Herpesviral vesicular dermatitis',
    titleId: 'Dermatitis vesikular akibat virus herpes (herpes labialis)',
  },
  {
    code: 'B01.9',
    titleEn: 'Varicella without complication',
    titleId: 'Varisela (cacar air) tanpa komplikasi',
  },
  {
    code: 'B02.9',
    titleEn: 'Zoster without complication',
    titleId: 'Herpes zoster (cacar ular) tanpa komplikasi',
  },
  { code: 'B07', titleEn: 'Viral warts', titleId: 'Kutil akibat virus (veruka)' },
  { code: 'B35.1', titleEn: 'Tinea unguium', titleId: 'Tinea unguium (jamur kuku)' },
  { code: 'B35.4', titleEn: 'Tinea corporis', titleId: 'Tinea korporis (kurap badan)' },
  { code: 'B36.0', titleEn: 'Pityriasis versicolor', titleId: 'Pitiriasis versikolor (panu)' },
  { code: 'B37.0', titleEn: 'Candidal stomatitis', titleId: 'Stomatitis kandida (sariawan jamur)' },
  { code: 'B86', titleEn: 'Scabies', titleId: 'Skabies (kudis)' },
  // Blood, metabolism, mind, nerves
  {
    code: 'D50.9',
    titleEn: 'Iron deficiency anaemia, unspecified',
    titleId: 'Anemia defisiensi besi, tidak spesifik',
  },
  {
    code: 'E11.9',
    titleEn: 'Type 2 diabetes mellitus without complications',
    titleId: 'Diabetes melitus tipe 2 tanpa komplikasi',
  },
  { code: 'E66.9', titleEn: 'Obesity, unspecified', titleId: 'Obesitas, tidak spesifik' },
  {
    code: 'E78.5',
    titleEn: 'Hyperlipidaemia, unspecified',
    titleId: 'Hiperlipidemia, tidak spesifik',
  },
  {
    code: 'E79.0',
    titleEn: 'Hyperuricaemia without signs of inflammatory arthritis and tophaceous disease',
    titleId: 'Hiperurisemia tanpa tanda artritis inflamasi dan penyakit tofus',
  },
  { code: 'E86', titleEn: 'Volume depletion', titleId: 'Kekurangan volume cairan (dehidrasi)' },
  {
    code: 'F41.9',
    titleEn: 'Anxiety disorder, unspecified',
    titleId: 'Gangguan cemas, tidak spesifik',
  },
  { code: 'F51.0', titleEn: 'Nonorganic insomnia', titleId: 'Insomnia nonorganik' },
  { code: 'G43.9', titleEn: 'Migraine, unspecified', titleId: 'Migren, tidak spesifik' },
  { code: 'G44.2', titleEn: 'Tension-type headache', titleId: 'Nyeri kepala tipe tegang' },
  // Eye, ear, circulation
  {
    code: 'H10.9',
    titleEn: 'Conjunctivitis, unspecified',
    titleId: 'Konjungtivitis, tidak spesifik',
  },
  {
    code: 'H60.9',
    titleEn: 'Otitis externa, unspecified',
    titleId: 'Otitis eksterna, tidak spesifik',
  },
  { code: 'H66.9', titleEn: 'Otitis media, unspecified', titleId: 'Otitis media, tidak spesifik' },
  {
    code: 'I10',
    titleEn: 'Essential (primary) hypertension',
    titleId: 'Hipertensi esensial (primer)',
  },
  {
    code: 'I83.9',
    titleEn: 'Varicose veins of lower extremities without ulcer or inflammation',
    titleId: 'Varises vena tungkai bawah tanpa ulkus atau peradangan',
  },
  // Respiratory
  {
    code: 'J00',
    titleEn: 'Acute nasopharyngitis [common cold]',
    titleId: 'Nasofaringitis akut [selesma]',
  },
  {
    code: 'J02.9',
    titleEn: 'Acute pharyngitis, unspecified',
    titleId: 'Faringitis akut, tidak spesifik',
  },
  {
    code: 'J03.9',
    titleEn: 'Acute tonsillitis, unspecified',
    titleId: 'Tonsilitis akut, tidak spesifik',
  },
  {
    code: 'J06.9',
    titleEn: 'Acute upper respiratory infection, unspecified',
    titleId: 'Infeksi saluran pernapasan atas akut, tidak spesifik',
  },
  { code: 'J18.9', titleEn: 'Pneumonia, unspecified', titleId: 'Pneumonia, tidak spesifik' },
  {
    code: 'J20.9',
    titleEn: 'Acute bronchitis, unspecified',
    titleId: 'Bronkitis akut, tidak spesifik',
  },
  {
    code: 'J30.4',
    titleEn: 'Allergic rhinitis, unspecified',
    titleId: 'Rinitis alergi, tidak spesifik',
  },
  { code: 'J45.9', titleEn: 'Asthma, unspecified', titleId: 'Asma, tidak spesifik' },
  // Digestive
  { code: 'K02.9', titleEn: 'Dental caries, unspecified', titleId: 'Karies gigi, tidak spesifik' },
  { code: 'K04.0', titleEn: 'Pulpitis', titleId: 'Pulpitis' },
  {
    code: 'K12.0',
    titleEn: 'Recurrent oral aphthae',
    titleId: 'Stomatitis aftosa berulang (sariawan)',
  },
  {
    code: 'K21.9',
    titleEn: 'Gastro-oesophageal reflux disease without oesophagitis',
    titleId: 'Penyakit refluks gastroesofagus tanpa esofagitis',
  },
  { code: 'K29.7', titleEn: 'Gastritis, unspecified', titleId: 'Gastritis, tidak spesifik' },
  { code: 'K30', titleEn: 'Functional dyspepsia', titleId: 'Dispepsia fungsional' },
  {
    code: 'K35.8',
    titleEn: 'Acute appendicitis, other and unspecified',
    titleId: 'Apendisitis akut, lainnya dan yang tidak spesifik',
  },
  {
    code: 'K52.9',
    titleEn: 'Noninfective gastroenteritis and colitis, unspecified',
    titleId: 'Gastroenteritis dan kolitis noninfeksi, tidak spesifik',
  },
  { code: 'K59.0', titleEn: 'Constipation', titleId: 'Konstipasi (sembelit)' },
  {
    code: 'K64.9',
    titleEn: 'Haemorrhoids, unspecified',
    titleId: 'Hemoroid (wasir), tidak spesifik',
  },
  // Skin: infections, dermatitis
  {
    code: 'L01.0',
    titleEn: 'Impetigo [any organism] [any site]',
    titleId: 'Impetigo [organisme apa pun] [lokasi mana pun]',
  },
  {
    code: 'L02.9',
    titleEn: 'Cutaneous abscess, furuncle and carbuncle, unspecified',
    titleId: 'Abses kulit, furunkel (bisul) dan karbunkel, tidak spesifik',
  },
  {
    code: 'L20.9',
    titleEn: 'Atopic dermatitis, unspecified',
    titleId: 'Dermatitis atopik, tidak spesifik',
  },
  { code: 'L21.0', titleEn: 'Seborrhoea capitis', titleId: 'Seborea kapitis (ketombe)' },
  {
    code: 'L21.9',
    titleEn: 'Seborrhoeic dermatitis, unspecified',
    titleId: 'Dermatitis seboroik, tidak spesifik',
  },
  {
    code: 'L23.9',
    titleEn: 'Allergic contact dermatitis, unspecified cause',
    titleId: 'Dermatitis kontak alergi, penyebab tidak spesifik',
  },
  {
    code: 'L24.9',
    titleEn: 'Irritant contact dermatitis, unspecified cause',
    titleId: 'Dermatitis kontak iritan, penyebab tidak spesifik',
  },
  {
    code: 'L25.9',
    titleEn: 'Unspecified contact dermatitis, unspecified cause',
    titleId: 'Dermatitis kontak tidak spesifik, penyebab tidak spesifik',
  },
  { code: 'L30.9', titleEn: 'Dermatitis, unspecified', titleId: 'Dermatitis, tidak spesifik' },
  { code: 'L40.0', titleEn: 'Psoriasis vulgaris', titleId: 'Psoriasis vulgaris' },
  {
    code: 'L50.9',
    titleEn: 'Urticaria, unspecified',
    titleId: 'Urtikaria (biduran), tidak spesifik',
  },
  {
    code: 'L55.0',
    titleEn: 'Sunburn of first degree',
    titleId: 'Kulit terbakar matahari derajat satu',
  },
  { code: 'L57.0', titleEn: 'Actinic keratosis', titleId: 'Keratosis aktinik' },
  // Skin appendages: nails, hair, glands
  { code: 'L60.0', titleEn: 'Ingrowing nail', titleId: 'Kuku tumbuh ke dalam (kuku cantengan)' },
  {
    code: 'L63.9',
    titleEn: 'Alopecia areata, unspecified',
    titleId: 'Alopesia areata, tidak spesifik',
  },
  {
    code: 'L64.9',
    titleEn: 'Androgenic alopecia, unspecified',
    titleId: 'Alopesia androgenik, tidak spesifik',
  },
  {
    code: 'L65.9',
    titleEn: 'Nonscarring hair loss, unspecified',
    titleId: 'Kerontokan rambut tanpa jaringan parut, tidak spesifik',
  },
  { code: 'L68.0', titleEn: 'Hirsutism', titleId: 'Hirsutisme' },
  { code: 'L70.0', titleEn: 'Acne vulgaris', titleId: 'Akne vulgaris (jerawat)' },
  { code: 'L70.1', titleEn: 'Acne conglobata', titleId: 'Akne konglobata' },
  { code: 'L70.8', titleEn: 'Other acne', titleId: 'Akne lainnya' },
  { code: 'L70.9', titleEn: 'Acne, unspecified', titleId: 'Akne, tidak spesifik' },
  { code: 'L71.9', titleEn: 'Rosacea, unspecified', titleId: 'Rosasea, tidak spesifik' },
  { code: 'L72.0', titleEn: 'Epidermal cyst', titleId: 'Kista epidermal' },
  { code: 'L73.2', titleEn: 'Hidradenitis suppurativa', titleId: 'Hidradenitis supurativa' },
  { code: 'L74.0', titleEn: 'Miliaria rubra', titleId: 'Miliaria rubra (biang keringat)' },
  // Skin: pigment, scars, ageing
  { code: 'L80', titleEn: 'Vitiligo', titleId: 'Vitiligo' },
  {
    code: 'L81.0',
    titleEn: 'Postinflammatory hyperpigmentation',
    titleId: 'Hiperpigmentasi pascainflamasi',
  },
  { code: 'L81.1', titleEn: 'Chloasma', titleId: 'Kloasma (melasma)' },
  { code: 'L81.2', titleEn: 'Freckles', titleId: 'Efelid (bintik-bintik cokelat)' },
  {
    code: 'L81.4',
    titleEn: 'Other melanin hyperpigmentation',
    titleId: 'Hiperpigmentasi melanin lainnya',
  },
  {
    code: 'L81.9',
    titleEn: 'Disorder of pigmentation, unspecified',
    titleId: 'Gangguan pigmentasi, tidak spesifik',
  },
  { code: 'L82', titleEn: 'Seborrhoeic keratosis', titleId: 'Keratosis seboroik' },
  { code: 'L85.3', titleEn: 'Xerosis cutis', titleId: 'Xerosis kutis (kulit kering)' },
  {
    code: 'L90.5',
    titleEn: 'Scar conditions and fibrosis of skin',
    titleId: 'Kondisi jaringan parut dan fibrosis kulit',
  },
  { code: 'L91.0', titleEn: 'Hypertrophic scar', titleId: 'Parut hipertrofik (keloid)' },
  { code: 'L98.0', titleEn: 'Pyogenic granuloma', titleId: 'Granuloma piogenik' },
  // Muscles, joints, urinary and women's health
  { code: 'M10.9', titleEn: 'Gout, unspecified', titleId: 'Gout (asam urat), tidak spesifik' },
  {
    code: 'M17.9',
    titleEn: 'Gonarthrosis, unspecified',
    titleId: 'Gonartrosis (osteoartritis lutut), tidak spesifik',
  },
  { code: 'M25.5', titleEn: 'Pain in joint', titleId: 'Nyeri sendi' },
  { code: 'M54.5', titleEn: 'Low back pain', titleId: 'Nyeri punggung bawah' },
  { code: 'M79.1', titleEn: 'Myalgia', titleId: 'Mialgia (nyeri otot)' },
  { code: 'N30.0', titleEn: 'Acute cystitis', titleId: 'Sistitis akut' },
  {
    code: 'N39.0',
    titleEn: 'Urinary tract infection, site not specified',
    titleId: 'Infeksi saluran kemih, lokasi tidak spesifik',
  },
  {
    code: 'N94.6',
    titleEn: 'Dysmenorrhoea, unspecified',
    titleId: 'Dismenore (nyeri haid), tidak spesifik',
  },
  // Symptoms and signs
  { code: 'R05', titleEn: 'Cough', titleId: 'Batuk' },
  {
    code: 'R10.4',
    titleEn: 'Other and unspecified abdominal pain',
    titleId: 'Nyeri perut lainnya dan yang tidak spesifik',
  },
  { code: 'R11', titleEn: 'Nausea and vomiting', titleId: 'Mual dan muntah' },
  { code: 'R42', titleEn: 'Dizziness and giddiness', titleId: 'Pusing dan rasa melayang' },
  { code: 'R50.9', titleEn: 'Fever, unspecified', titleId: 'Demam, tidak spesifik' },
  { code: 'R51', titleEn: 'Headache', titleId: 'Sakit kepala' },
  { code: 'R53', titleEn: 'Malaise and fatigue', titleId: 'Malaise dan kelelahan' },
  // Injuries and allergy
  {
    code: 'T14.0',
    titleEn: 'Superficial injury of unspecified body region',
    titleId: 'Cedera superfisial pada bagian tubuh yang tidak spesifik',
  },
  {
    code: 'T14.1',
    titleEn: 'Open wound of unspecified body region',
    titleId: 'Luka terbuka pada bagian tubuh yang tidak spesifik',
  },
  { code: 'T78.4', titleEn: 'Allergy, unspecified', titleId: 'Alergi, tidak spesifik' },
  // Visits without illness: check-ups, counselling, aesthetic procedures
  { code: 'Z00.0', titleEn: 'General medical examination', titleId: 'Pemeriksaan kesehatan umum' },
  {
    code: 'Z30.0',
    titleEn: 'General counselling and advice on contraception',
    titleId: 'Konseling dan saran umum tentang kontrasepsi',
  },
  {
    code: 'Z34.9',
    titleEn: 'Supervision of normal pregnancy, unspecified',
    titleId: 'Pengawasan kehamilan normal, tidak spesifik',
  },
  {
    code: 'Z41.1',
    titleEn: 'Other plastic surgery for unacceptable cosmetic appearance',
    titleId: 'Bedah plastik lainnya untuk penampilan kosmetik yang tidak dapat diterima',
  },
  {
    code: 'Z41.8',
    titleEn: 'Other procedures for purposes other than remedying health state',
    titleId: 'Prosedur lainnya untuk tujuan selain memperbaiki kondisi kesehatan',
  },
  {
    code: 'Z48.0',
    titleEn: 'Attention to surgical dressings and sutures',
    titleId: 'Perawatan balutan dan jahitan bedah',
  },
  {
    code: 'Z71.3',
    titleEn: 'Dietary counselling and surveillance',
    titleId: 'Konseling dan pemantauan diet',
  },
  { code: 'Z76.0', titleEn: 'Issue of repeat prescription', titleId: 'Pemberian resep ulang' },
];
