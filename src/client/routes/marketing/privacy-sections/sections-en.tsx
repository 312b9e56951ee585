import { AUDIT_RETENTION_DAYS } from "#shared/contracts/audit";
import { RETENTION } from "#shared/privacy";
import type { LegalSection } from "../../../features/legal/legal-page";
import { siteConfig } from "#shared/site-config";
import type { PrivacyFacts } from "./facts";

/** The privacy policy's sections in English. */
export function privacySectionsEn({ processors, transcripts, inquiryRetentionDays }: PrivacyFacts): LegalSection[] {
  const days = transcripts.retentionDays;
  const c = siteConfig.company;
  const controller = `${c.name}, ${c.street}, ${c.postalCode} ${c.city}`;
  return [
    {
      heading: "Data protection at a glance",
      body: (
        <p>
          This policy explains which personal data are processed when you visit this website and use the voice demo. Personal data
          are any data that can identify you personally. We process as little as possible: there are no advertising trackers, no
          analytics services and no embedded third-party content.
        </p>
      ),
    },
    {
      heading: "General information and controller",
      body: (
        <>
          <p>
            The controller for data processing on this website is {controller}, represented by {c.representatives.join(" and ")}.
            Contact: <a href={`mailto:${c.email}`}>{c.email}</a>, phone {c.phoneDisplay}.
          </p>
          <p>
            We process data under the General Data Protection Regulation (GDPR) and the German Federal Data Protection Act. In
            operation, this website is transmitted encrypted via TLS.
          </p>
          <p>
            <strong>Recipients:</strong> we use the following service providers as processors (Art. 28 GDPR). This list follows
            how our server is currently set up: a service that is not set up receives no data.
          </p>
          {processors}
        </>
      ),
    },
    {
      heading: "Data protection officer and EU AI Act officer",
      body: (
        <p>
          You can reach our data protection officer at: {c.dataProtectionOfficer}. For questions about our use of artificial
          intelligence under the EU AI Act, please contact: {c.aiActOfficer}.
        </p>
      ),
    },
    {
      heading: "Artificial intelligence",
      body: (
        <>
          <p>
            In the voice demo you speak or type with an AI coach. When a speech recognition service is set up on our server, your
            browser records what you say and sends the recording to our server, which has that service turn it into text: your
            voice then reaches only the provider we chose. Only when that is not possible does the demo use your browser&apos;s
            own speech recognition, which, depending on the browser, does not run on your device; Google Chrome, for example,
            sends the recording to Google. If you would rather avoid that, simply type your question.{" "}
            <strong>We do not store voice recordings</strong>.
          </p>
          <p>
            Your text is sent, together with the most recent turns of the conversation, to the AI provider that writes the answer,
            and the answer to the speech synthesis service that voices it. If no provider is configured, a built-in offline coach
            answers and no data leave our server.{" "}
            {transcripts.enabled
              ? "We store the text of conversations only with your consent (see “Conversation texts”);"
              : "We do not store the text of conversations;"}{" "}
            we only count answered conversations and store a random visitor identifier and voluntary star ratings to evaluate
            usage honestly and to protect the demo against abuse. When a request comes without the visitor cookie, we keep a keyed
            hash of your IP address for one hour, so that repeated requests do not count as new visitors. The demo does not
            recognise emotions from your voice. Messages that suggest a crisis are answered with crisis helplines without being
            sent to an AI provider. The legal basis is Art. 6(1)(b) and (f) GDPR.
          </p>
          <p>
            <strong>Health data:</strong> what you tell a coach may include information about your health. These are special
            categories of personal data (Art. 9 GDPR). We process them only to answer your message in this conversation, on the
            basis of your explicit consent (Art. 9(2)(a) GDPR), which you give by sending the message and can withdraw at any time
            by ending the conversation. Share only what you want to share; the coach needs neither your name nor any diagnosis.
            The check for signs of a crisis serves to protect vital interests (Art. 9(2)(c) GDPR) and stores only that a crisis
            answer was given and how urgent it was, never the text.
          </p>
          <p data-testid="handover-policy">
            <strong>A person from our team:</strong> if someone from our team is on duty, the coach offers, after a crisis answer
            or at your wish (“Talk to a person”), that this person joins. First it asks you explicitly whether they may read the
            conversation so far and write to you. Only if you agree do we share anything (Art. 6(1)(a) and Art. 9(2)(a) GDPR); if
            you say no, nothing is shared and the crisis lines stay in view. Even in a crisis we do not share the conversation
            without your yes; we rely on vital interests (Art. 6(1)(d), Art. 9(2)(c) GDPR) for the crisis check itself only, not
            for sharing. The person sees the conversation as it stands on your screen (spoken words as text) and what you write
            afterwards, with the result of the crisis check; an automatic filter first replaces names, contact details, addresses
            and places with placeholders. Only the person who took over can read the text, and only while they hold the
            conversation: when they hand it back to the coach, end it, or nobody accepts in time, we delete the text at once. The
            alerts to the team (in the admin area, by e-mail or to a tool of our team) contain no text of the conversation.
            Without any text, we keep when and why (the crisis answer's level or your wish) a person was asked for, whether and
            after how many seconds it was accepted, and who from the team it was. You can withdraw your consent at any time by
            asking the person or writing to us; the conversation is then handed back to the coach and the text deleted.
          </p>
          {transcripts.enabled ? (
            <p data-testid="transcript-policy">
              <strong>Conversation texts:</strong> before a conversation, the demo asks whether we may store its text; the box for
              it is not ticked. Only if you agree do we store your messages and the answers, together with the persona, the
              language, the time, whether you spoke or typed, your rating and whether a crisis answer was given, so that we can
              check and improve the coach&apos;s quality (Art. 6(1)(a) and Art. 9(2)(a) GDPR). Before a text is stored, an
              automatic filter replaces names, e-mail addresses, phone numbers, addresses and places of residence, IBANs and dates
              of birth with placeholders such as “[Name]”; it does not catch every such detail, so share them only if you want to.
              The text is deleted automatically after {days} {days === 1 ? "day" : "days"}. You can withdraw your consent at any
              time with effect for the future: during the conversation, and afterwards in the same browser, the button “Withdraw
              consent and delete the stored text” deletes the stored text at once; or write to us at{" "}
              <a href={`mailto:${c.email}`}>{c.email}</a> with the time of the conversation, and we delete it. Without your
              consent we store no text, and the demo works just the same.
            </p>
          ) : (
            <p data-testid="transcript-policy">
              <strong>Conversation texts:</strong> we do not store the text of conversations at present. Should we offer it in
              future, it will happen only with your explicit consent, which the demo asks for before the conversation; without it,
              no text is ever stored.
            </p>
          )}
          {transcripts.enabled && transcripts.gaps ? (
            <p data-testid="gaps-policy">
              <strong>Unanswered questions:</strong> when the coach finds no fitting passage in our material for a question, we
              also store that question, with the same consent, to complete the material (Art. 6(1)(a) and Art. 9(2)(a) GDPR). It
              goes through the same filter and is stored without any link to your conversation, your visitor ID or the persona,
              with its language and day only; we see similar questions grouped. As it is linked to no conversation, withdrawing
              consent does not delete it on its own; like the conversation texts, it is deleted after {days}{" "}
              {days === 1 ? "day" : "days"}.
            </p>
          ) : null}
        </>
      ),
    },
    {
      heading: "The coach on other websites",
      body: (
        <p>
          Our customers can embed an AI coach as a voice button on their own website or intranet, with a script or an embedded
          frame (iframe) from our server; only the websites the customer has enabled can show it. When the page loads, your
          browser fetches just the small script, the button&apos;s settings and, where there is one, the coach&apos;s picture from
          our server; as with every request this processes your IP address (see server log files), but it sets no cookie and
          stores nothing on your device. Only when you click the button does the conversation open in a frame of our website;
          everything said above under &ldquo;Artificial intelligence&rdquo; then applies, and the microphone is only requested
          when you start speaking. Even then we set no cookie there: the random identifier signed by our server, which lets only
          you rate your conversation, is kept by the conversation frame in memory and sent with its requests; it is gone when you
          leave or reload the page, and nothing of it is stored on your device. In addition, we note for each conversation on
          which website it was held (its address only, e.g. https://www.example.com), to show the customer figures per website:
          the number of conversations, ratings and crisis answers, never any content. The operator of the website that embeds the
          coach is responsible for that website; their privacy policy covers everything else on their page, and the conversation
          links it next to this one when they have provided it. The legal basis is Art. 6(1)(b) and (f) GDPR.
        </p>
      ),
    },
    {
      heading: "Data collection on this website",
      body: (
        <>
          <p>
            <strong>Cookies and local storage:</strong> we do not use tracking cookies. In your browser's local storage we keep
            your answer to the cookie notice (key “cookie-consent”). When the voice demo answers a message, our server sets the
            cookie “mc_visitor” with a random identifier it signed (valid for one year, sent to our interfaces only); it protects
            the demo against abuse and lets only you rate your conversation. When operators sign in to the admin area, we set a
            technically necessary session cookie (Section 25(2) TDDDG). We record changes made in the admin area with the time,
            the account (identifier and e-mail address) and the kind of change, so that we can tell who changed what (Art. 6(1)(f)
            GDPR); the entries are deleted after one year.
          </p>
          <p>
            <strong>Server log files:</strong> with every request the server processes technical data such as time, requested
            address, status code and IP address to run the website securely and reliably (Art. 6(1)(f) GDPR). Logs are deleted
            after 14 days at the latest. We store contact inquiries, with the offer and reach you chose and the page you wrote
            from, in order to answer them (Art. 6(1)(b) GDPR, or (f) for inquiries unrelated to a contract) and delete them once
            they are dealt with and no retention obligation applies. An inquiry that has been dealt with is deleted automatically{" "}
            {inquiryRetentionDays} days later. If an inquiry cannot be sent at the moment, it stays in your browser's storage
            until it has been sent.
          </p>
          <p>
            <strong>Retention:</strong>
          </p>
          <ul data-testid="retention">
            {transcripts.enabled ? (
              <li>
                Conversation texts: only with your consent, for {days} {days === 1 ? "day" : "days"}; voice recordings: not
                stored.
              </li>
            ) : (
              <li>Conversation texts and voice recordings: not stored.</li>
            )}
            <li>
              Conversations you opened to a person from our team: the text until the person hands it back or ends it, or nobody
              accepts in time; without any text, when, why and after how many seconds it was accepted: as usage statistics, until
              we delete them, and in the audit log for {AUDIT_RETENTION_DAYS} days.
            </li>
            <li>
              Counts per conversation (number of messages, spoken or typed, whether a crisis answer was given) and star ratings
              with the random visitor identifier: without any text, as usage statistics, until we delete them.
            </li>
            <li>The “mc_visitor” cookie in your browser: {RETENTION.visitorCookieDays} days.</li>
            <li>
              Keyed hash of your IP address: {RETENTION.ipHashHours} hour; counters of the usage limits: until their window ends,
              one hour at most.
            </li>
            <li>
              Sessions in the admin area: until sign-out, at the latest after the configured maximum (12 hours by default); failed
              sign-in attempts: {RETENTION.failedSignInDays} days; audit log: {AUDIT_RETENTION_DAYS} days.
            </li>
            <li>
              Contact inquiries: until they are dealt with and no retention obligation applies, at most {inquiryRetentionDays}{" "}
              days after they were dealt with.
            </li>
            <li>Knowledge-base documents: until the operator deletes them.</li>
            <li>Server log files: 14 days at most.</li>
          </ul>
        </>
      ),
    },
    {
      heading: "Analytics tools",
      body: (
        <p>
          We currently use no analytics or statistics services. Should we do so in future, we will load them only after your
          explicit consent via the cookie notice and update this policy beforehand.
        </p>
      ),
    },
    {
      heading: "Newsletter",
      body: (
        <p>We currently offer no newsletter and do not use your contact details for promotional e-mails without your consent.</p>
      ),
    },
    {
      heading: "Plugins and tools",
      body: (
        <p>
          This website embeds no third-party fonts, videos, maps or social media plugins. The appointment booking service for
          consultations is only linked: its page opens only when you click the link, and its own privacy notice applies there.
        </p>
      ),
    },
    {
      heading: "Your rights",
      body: (
        <>
          <p>
            You have the right of access (Art. 15 GDPR), rectification (Art. 16), erasure (Art. 17), restriction of processing
            (Art. 18), data portability (Art. 20) and to object to processing based on legitimate interests (Art. 21). You can
            withdraw any consent at any time with effect for the future.
          </p>
          <p>
            Please contact <a href={`mailto:${c.email}`}>{c.email}</a>. You may also lodge a complaint with a data protection
            supervisory authority (Art. 77 GDPR).
          </p>
        </>
      ),
    },
  ];
}
