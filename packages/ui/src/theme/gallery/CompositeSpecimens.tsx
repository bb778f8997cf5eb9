import { AppShell } from '../../components/AppShell/AppShell';
import {
  MENU_LABELS_ID,
  SAMPLE_LOCALES,
  SAMPLE_LOGO_MARK_SRC,
  SAMPLE_LOGO_SRC,
  SAMPLE_USER_MENU,
  sampleMenu,
} from '../../components/AppShell/app-shell-sample';
import { Card } from '../../components/Card/Card';
import { Invoice } from '../../components/Invoice/Invoice';
import { sampleClinic, typicalPrint } from '../../components/Invoice/invoice-sample';
import {
  PaymentLineEditor,
  type PaymentLineEditorProps,
} from '../../components/PaymentLineEditor/PaymentLineEditor';
import {
  sampleItemOptions,
  sampleLine,
  samplePackageLine,
  samplePackageOptions,
} from '../../components/PaymentLineEditor/payment-line-editor-sample';
import { Text } from '../../components/Text/Text';
import { useUiLocale } from '../../intl/ui-strings-context';
import { vars } from '../contract.css';
import { useGalleryTexts } from './gallery-texts';
import { Specimen, type GalleryPanel } from './ThemeGallery';

/** The menu's words in English (the app owns them; the sample carries only Indonesian). */
const MENU_LABELS_EN: Record<string, string> = {
  'menu.group.home': 'Home',
  'menu.home': 'Home',
  'menu.group.visit': 'Visits',
  'menu.activeVisit': 'Active Visits',
  'menu.historyVisit': 'Visit History',
  'menu.reportVisit': 'Doctor Report',
  'menu.reservation': 'Reservations',
  'menu.group.patient': 'Patients',
  'menu.patient': 'All Patients',
  'menu.patientPackage': 'Patient Packages',
  'menu.group.payment': 'Payments',
  'menu.payment': 'Payments',
  'menu.group.staff': 'Staff',
  'menu.userClinic': 'Staff',
  'menu.group.masterData': 'Master Data',
  'menu.item': 'Items',
  'menu.categoryItem': 'Item Categories',
  'menu.package': 'Packages',
  'menu.group.business': 'Business Profile',
  'menu.businessProfile': 'Business Profile',
  'menu.group.integration': 'SATUSEHAT',
  'menu.credential': 'Credentials',
  'menu.organization': 'Organisation',
  'menu.location': 'Location',
};

/** An item, a discounted item and a package, as the cashier (staff) sees them. */
const paymentEditor: PaymentLineEditorProps = {
  // The editor's `role` is the user's role (a prop name jsx-a11y takes for an ARIA role).
  role: 'ROLE_STAFF',
  headingLevel: 4,
  itemOptions: sampleItemOptions,
  packageOptions: samplePackageOptions,
  value: {
    paymentItems: [
      sampleLine(0),
      sampleLine(1, { qty: 2, typeDiscount: 'PERCENTAGE', discount: 10 }),
      samplePackageLine(0),
    ],
    method: 'CASH',
    cardNumber: null,
  },
};

/** The payment screen's editor. */
export function PaymentSpecimens(_: GalleryPanel) {
  return (
    <Specimen name="PaymentLineEditor">
      <PaymentLineEditor {...paymentEditor} />
    </Specimen>
  );
}

/** The printable payment proof. */
export function InvoiceSpecimens(_: GalleryPanel) {
  return (
    <Specimen name="Invoice">
      <Invoice headingLevel={4} clinic={sampleClinic} print={typicalPrint} />
    </Specimen>
  );
}

/** The app's frame, in a box the height of a small window. */
export function AppShellSpecimens(_: GalleryPanel) {
  const x = useGalleryTexts();
  const locale = useUiLocale();
  return (
    <Specimen name="AppShell">
      {/* `contain` makes the box the containing block of the shell's fixed parts (drawer,
          panel), so each stays inside its own theme's panel. */}
      <div
        style={{
          height: '26rem',
          overflow: 'hidden',
          contain: 'strict',
          border: `1px solid ${vars.color.border}`,
          borderRadius: vars.radius.md,
        }}
      >
        <AppShell
          menu={sampleMenu('ROLE_STAFF', locale === 'en' ? MENU_LABELS_EN : MENU_LABELS_ID)}
          currentPath="/dashboard/active-visit"
          title={x.pageTitle}
          logo={{
            src: SAMPLE_LOGO_SRC,
            markSrc: SAMPLE_LOGO_MARK_SRC,
            alt: 'Praktik',
            href: '/dashboard',
          }}
          user={{ name: 'Dewi Lestari', email: 'dewi@klinik-sehat.id' }}
          userMenu={SAMPLE_USER_MENU}
          locales={SAMPLE_LOCALES}
          locale={locale}
          onLocaleChange={() => {}}
          hash=""
        >
          <Card title={x.cardTitle}>
            <Text>{x.cardText}</Text>
          </Card>
        </AppShell>
      </div>
    </Specimen>
  );
}
