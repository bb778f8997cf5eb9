import { useState } from 'react';
import { VISIT_STATUSES } from '@praktik/domain/visits/status';
import { Accordion, AccordionItem } from '../../components/Accordion/Accordion';
import { Alert } from '../../components/Alert/Alert';
import { AllergyTags } from '../../components/AllergyTags/AllergyTags';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { Currency } from '../../components/Currency/Currency';
import { ConfirmDialog } from '../../components/Dialog/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Heading } from '../../components/Heading/Heading';
import { Icon } from '../../components/Icon/Icon';
import { Link } from '../../components/Link/Link';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Spinner } from '../../components/Spinner/Spinner';
import { StatusBadge } from '../../components/StatusBadge/StatusBadge';
import { Stepper } from '../../components/Stepper/Stepper';
import { Tabs } from '../../components/Tabs/Tabs';
import { Text } from '../../components/Text/Text';
import { toast } from '../../components/Toast/toast-queue';
import { useUiStrings } from '../../intl/ui-strings-context';
import { useGalleryTexts } from './gallery-texts';
import { Row, Specimen, type GalleryPanel } from './ThemeGallery';
import { mergeUiStrings } from '../../intl/strings';
import stepperStrings from '../../components/Stepper/stepper.strings.json';
import allergyTagsStrings from '../../components/AllergyTags/allergyTags.strings.json';

const strings = mergeUiStrings(stepperStrings, allergyTagsStrings);

/** Actions, text, feedback and containers: the components every page is made of. */
export function BasicSpecimens({ name }: GalleryPanel) {
  const x = useGalleryTexts();
  const { t } = useUiStrings(strings);
  return (
    <>
      <Specimen name="Button">
        <Row>
          <Button>{x.save}</Button>
          <Button variant="secondary">{x.cancel}</Button>
          <Button variant="ghost">{x.more}</Button>
          <Button variant="danger">{x.delete}</Button>
        </Row>
        <Row>
          <Button size="sm">{x.save}</Button>
          <Button size="sm" isDisabled>
            {x.save}
          </Button>
          <Button size="sm" isPending>
            {x.save}
          </Button>
        </Row>
      </Specimen>
      <Specimen name="Link">
        <Row>
          <Link href="#privacy">{x.link}</Link>
          <Link href="#detail" variant="standalone">
            {x.detail}
          </Link>
        </Row>
      </Specimen>
      <Specimen name="Heading, Text">
        <Heading level={4} size="lg">
          {x.heading}
        </Heading>
        <Text>{x.body}</Text>
        <Text variant="strong">{x.cardTitle}</Text>
        <Text variant="muted">{x.muted}</Text>
        <Text variant="caption">{x.muted}</Text>
      </Specimen>
      <Specimen name="Icon">
        <Row>
          {(['home', 'patient', 'visit', 'payment', 'calendar', 'bell', 'check'] as const).map(
            (icon) => (
              <Icon key={icon} name={icon} size={22} />
            ),
          )}
        </Row>
      </Specimen>
      <Specimen name="Spinner">
        <Row>
          <Spinner size="sm" />
          <Spinner showLabel />
        </Row>
      </Specimen>
      <Specimen name="Alert">
        <Alert tone="info" title={x.alertTitle}>
          {x.alertText}
        </Alert>
        <Alert tone="success" role="status">
          {x.toast}
        </Alert>
        <Alert tone="warning" role="status">
          {x.alertText}
        </Alert>
        {/* role=status: seventeen live alerts on one page would all be announced at load. */}
        <Alert tone="danger" role="status">
          {x.alertDanger}
        </Alert>
      </Specimen>
      <Specimen name="StatusBadge">
        <Row>
          {VISIT_STATUSES.map((status) => (
            <StatusBadge key={status} status={status} />
          ))}
        </Row>
      </Specimen>
      <Specimen name="AllergyTags">
        <AllergyTags
          allergies={['Penisilin', 'Udang', 'Lateks']}
          aria-label={`${t('allergyTags.label')}: ${name}`}
        />
      </Specimen>
      <Specimen name="Currency">
        <Row>
          <Currency amount={1_250_000} />
          <Currency amount={350_000} weight="bold" />
        </Row>
      </Specimen>
      <Specimen name="Card">
        <Card title={x.cardTitle} titleLevel={4} footer={<Text variant="muted">{x.muted}</Text>}>
          <Text>{x.cardText}</Text>
        </Card>
      </Specimen>
      <Specimen name="PageHeader">
        <PageHeader
          level={4}
          title={x.pageTitle}
          description={x.pageText}
          actions={<Button size="sm">{x.add}</Button>}
        />
      </Specimen>
      <Specimen name="EmptyState">
        <EmptyState
          icon="patient"
          titleLevel={4}
          title={x.emptyTitle}
          text={x.emptyText}
          action={
            <Button size="sm" variant="secondary">
              {x.add}
            </Button>
          }
        />
      </Specimen>
      <Specimen name="Stepper">
        <Stepper
          aria-label={`${t('stepper.label')}: ${name}`}
          currentIndex={1}
          steps={x.steps.map((label, i) => ({ id: String(i), label }))}
        />
      </Specimen>
      <Specimen name="Accordion">
        <Accordion defaultExpandedKeys={['0']}>
          {x.accordion.map((item, i) => (
            <AccordionItem key={i} id={String(i)} title={item.title} headingLevel={4}>
              <Text>{item.text}</Text>
            </AccordionItem>
          ))}
        </Accordion>
      </Specimen>
      <Specimen name="Tabs">
        <Tabs
          aria-label={`Tabs: ${name}`}
          items={x.tabs.map((label, i) => ({
            id: String(i),
            label,
            content: <Text>{x.tabText.replace('{tab}', label)}</Text>,
          }))}
        />
      </Specimen>
      <Specimen name="ConfirmDialog, Toast">
        <Row>
          <DeleteWithConfirmation />
          <Button size="sm" variant="secondary" onPress={() => toast.success(x.toast)}>
            {x.showToast}
          </Button>
        </Row>
      </Specimen>
    </>
  );
}

/** The spec's delete confirmation behind its button (the dialog opens over the whole page). */
function DeleteWithConfirmation() {
  const x = useGalleryTexts();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="danger" onPress={() => setOpen(true)}>
        {x.deleteData}
      </Button>
      <ConfirmDialog kind="delete" isOpen={isOpen} onOpenChange={setOpen} onConfirm={() => {}} />
    </>
  );
}
