import { useState } from 'react';
import {
  Button,
  Dialog,
  Heading,
  Modal,
  ModalOverlay,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from 'react-aria-components';
import { useUiStrings } from '../../intl/ui-strings-context';
import { DefaultAvatar, Icon } from '../Icon/Icon';
import * as shellStyles from './AppShell.css';
import type { AppShellChatContact, AppShellPanelContent, PanelTab } from './app-shell-options';
import * as styles from './SidePanel.css';
import appShellStrings from './appShell.strings.json';

export interface SidePanelProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  tab: PanelTab;
  onTabChange: (tab: PanelTab) => void;
  content: AppShellPanelContent;
}

const EMPTY: AppShellPanelContent = { notes: [], alerts: [], contacts: [] };

/** The slide-out panel on the right: Notes, Alerts and Chat (sample content, spec 1 §2.6). */
export function SidePanel({
  isOpen,
  onOpenChange,
  tab,
  onTabChange,
  content = EMPTY,
}: SidePanelProps) {
  const { t } = useUiStrings(appShellStrings);
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className={shellStyles.overlay}
    >
      <Modal className={shellStyles.sheet}>
        <Dialog className={shellStyles.sheetDialog} aria-label={t('appShell.panel')}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={styles.heading}>
                  {t('appShell.panel')}
                </Heading>
                <Button
                  className={shellStyles.iconButton}
                  aria-label={t('appShell.closePanel')}
                  onPress={close}
                >
                  <Icon name="close" size={20} />
                </Button>
              </div>
              <Tabs
                className={styles.tabs}
                selectedKey={tab}
                onSelectionChange={(key) => onTabChange(key as PanelTab)}
              >
                <TabList aria-label={t('appShell.panel')} className={styles.tabList}>
                  <Tab id="notes" className={styles.tab}>
                    <Icon name="note" size={18} />
                    {t('appShell.panelNotes')}
                  </Tab>
                  <Tab id="alerts" className={styles.tab}>
                    <Icon name="bell" size={18} />
                    {t('appShell.panelAlerts')}
                  </Tab>
                  <Tab id="chat" className={styles.tab}>
                    <Icon name="chat" size={18} />
                    {t('appShell.panelChat')}
                  </Tab>
                </TabList>
                <TabPanel id="notes" className={styles.tabPanel}>
                  {content.notes.length === 0 ? (
                    <p className={styles.empty}>{t('appShell.noNotes')}</p>
                  ) : (
                    <ul className={styles.list}>
                      {content.notes.map((note) => (
                        <li key={note.id} className={styles.item}>
                          <Icon name="note" size={20} />
                          <div className={styles.itemText}>
                            <span className={styles.itemTitle}>{note.title}</span>
                            <p className={styles.itemBody}>{note.text}</p>
                            <span className={styles.itemMeta}>{note.date}</span>
                          </div>
                        </li>
                      ))}
                    </ul>
                  )}
                </TabPanel>
                <TabPanel id="alerts" className={styles.tabPanel}>
                  {content.alerts.length === 0 ? (
                    <p className={styles.empty}>{t('appShell.noAlerts')}</p>
                  ) : (
                    <ul className={styles.list}>
                      {content.alerts.map((alert) => {
                        const tone = alert.tone ?? 'info';
                        return (
                          <li key={alert.id} className={styles.item}>
                            <Icon name={tone} size={20} className={styles.alertIcon({ tone })} />
                            <div className={styles.itemText}>
                              <span className={styles.itemTitle}>{alert.title}</span>
                              <p className={styles.itemBody}>{alert.text}</p>
                              <span className={styles.itemMeta}>{alert.time}</span>
                            </div>
                          </li>
                        );
                      })}
                    </ul>
                  )}
                </TabPanel>
                <TabPanel id="chat" className={styles.tabPanel}>
                  <Chat contacts={content.contacts} />
                </TabPanel>
              </Tabs>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function ContactAvatar({ contact }: { contact: AppShellChatContact }) {
  return contact.avatarUrl ? (
    <img src={contact.avatarUrl} alt="" className={styles.avatar} />
  ) : (
    <DefaultAvatar size={40} />
  );
}

function Chat({ contacts }: { contacts: readonly AppShellChatContact[] }) {
  const { t } = useUiStrings(appShellStrings);
  const [contactId, setContactId] = useState<string | null>(null);
  const contact = contacts.find((item) => item.id === contactId);

  if (!contact) {
    return (
      <ul className={styles.list} aria-label={t('appShell.chatContacts')}>
        {contacts.map((item) => {
          const last = item.messages[item.messages.length - 1];
          return (
            <li key={item.id}>
              <Button className={styles.contactButton} onPress={() => setContactId(item.id)}>
                <ContactAvatar contact={item} />
                <span className={styles.itemText}>
                  <span className={styles.itemTitle}>{item.name}</span>
                  {item.status ? <span className={styles.itemMeta}>{item.status}</span> : null}
                  {last ? <span className={styles.preview}>{last.text}</span> : null}
                </span>
              </Button>
            </li>
          );
        })}
      </ul>
    );
  }

  const title = t('appShell.chatWith', { name: contact.name });
  return (
    <section aria-label={title}>
      <div className={styles.conversationHeader}>
        <Button
          className={shellStyles.iconButton}
          aria-label={t('appShell.chatBack')}
          autoFocus
          onPress={() => setContactId(null)}
        >
          <Icon name="arrowLeft" size={20} />
        </Button>
        <ContactAvatar contact={contact} />
        <h3 className={styles.conversationTitle}>{contact.name}</h3>
      </div>
      <ol className={styles.messages}>
        {contact.messages.map((message) => (
          <li
            key={message.id}
            className={styles.bubble({ fromMe: message.fromMe })}
            data-from-me={message.fromMe}
          >
            <span className={styles.visuallyHidden}>
              {message.fromMe ? t('appShell.chatYou') : contact.name}:{' '}
            </span>
            <span>{message.text}</span>
            <span className={styles.bubbleTime}>{message.time}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
