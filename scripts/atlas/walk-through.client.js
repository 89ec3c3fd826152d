// The walk-through on a flow's page (docs/flows/README.md#the-flow-atlas), run in the browser from
// file:// as an inline classic script after XState's own UMD build. It runs the flow's machine as
// Stately reads it (docs/flows/stately/), with XState: a guard answers what the reader chose, an
// invoked service never answers by itself (its answers are offered as events), a timer never fires
// (its end is offered as an event), and a machine the flow invokes runs for real inside it, as do
// the machines that one invokes (sign-up's e-mail confirmation, and its code entry inside it).
// Back replays the steps before the last one from the start: the same choices lead to the same state.
/* global XState */
(function () {
  'use strict';
  const root = document.getElementById('walk');
  const dataElement = document.getElementById('walk-data');
  if (!root || !dataElement || typeof XState === 'undefined') return;
  const data = JSON.parse(dataElement.textContent);
  const MACHINE = '\u0000createMachine';
  /** How many outcomes of one event are offered at most: beyond it, the machine's guards are too many to choose by hand. */
  const MAX_OUTCOMES = 12;

  // Every guard reads the reader's answers in the order XState asks them; past the last, "no".
  let oracle = { queue: [], log: [] };
  const guardNamed = (name) => (_, params) => {
    const value = oracle.queue.length > 0 ? oracle.queue.shift() : false;
    oracle.log.push({ guard: name, params: params === undefined ? null : params, value: value });
    return value;
  };
  const neverAnswers = XState.fromPromise(() => new Promise(() => {}));
  const neverFires = { setTimeout: () => 0, clearTimeout: () => {} };

  /** The names a config gives guards, actors and delays: each gets its stand-in. */
  function namesIn(config, names) {
    if (Array.isArray(config)) config.forEach((item) => namesIn(item, names));
    else if (config && typeof config === 'object') {
      if (config[MACHINE]) return names;
      for (const [key, value] of Object.entries(config)) {
        if (key === 'guard') {
          const name = typeof value === 'string' ? value : value && value.type;
          if (name) names.guards[name] = guardNamed(name);
        } else if (key === 'src' && typeof value === 'string') names.actors[value] = neverAnswers;
        else if (key === 'after' && value && typeof value === 'object') {
          Object.keys(value).filter((delay) => !/^\d+$/.test(delay)).forEach((delay) => (names.delays[delay] = 1));
        }
        namesIn(value, names);
      }
    }
    return names;
  }

  /** The literal as XState's machine: an inline machine (`src: createMachine(...)`) becomes one. */
  function revive(value) {
    if (Array.isArray(value)) return value.map(revive);
    if (!value || typeof value !== 'object') return value;
    if (value[MACHINE]) return machineOf(value[MACHINE]);
    const out = {};
    for (const [key, item] of Object.entries(value)) out[key] = revive(item);
    return out;
  }
  function machineOf(config) {
    const names = namesIn(config, { guards: {}, actors: {}, delays: {} });
    return XState.createMachine(revive(config)).provide(names);
  }
  const machine = machineOf(data.config);

  // The reader's steps: where it started (the answers of the start's guards), then each event.
  let start = null;
  let steps = [];
  /** Whether the start was a choice (a Back from the first step returns to it). */
  let startChosen = false;

  /** The actor an event goes to: the flow (no path), or the invoked machine at the path of child ids. */
  function actorAt(actor, path) {
    let found = actor;
    for (const id of path || []) found = found && found.getSnapshot().children[id];
    return found;
  }
  /** The invoked machines running under an actor, however deep, each with its path of child ids. */
  function runningUnder(actor, path) {
    return Object.entries(actor.getSnapshot().children)
      .filter(([, ref]) => ref.logic && ref.logic.root && ref.getSnapshot().status === 'active')
      .flatMap(([id, ref]) => [{ path: path.concat([id]), ref: ref }].concat(runningUnder(ref, path.concat([id]))));
  }

  function run(startAnswers, stepsToRun) {
    oracle = { queue: startAnswers.slice(), log: [] };
    const actor = XState.createActor(machine, { clock: neverFires });
    let failure = null;
    actor.subscribe({ error: (error) => (failure = error) });
    actor.start();
    for (const step of stepsToRun) {
      oracle = { queue: step.answers.slice(), log: [] };
      const target = actorAt(actor, step.child);
      if (target) target.send(step.event);
    }
    return { actor: actor, failure: failure };
  }

  /** Every outcome of the start (event null) or of an event: each way its guards can answer. */
  function outcomes(event, child) {
    const found = [];
    const seen = new Set();
    const attempt = (answers) => {
      if (found.length >= MAX_OUTCOMES) return;
      let result;
      let log;
      if (event === null) {
        result = run(answers, []);
        log = oracle.log;
      } else {
        result = run(start, steps);
        oracle = { queue: answers.slice(), log: [] };
        const target = actorAt(result.actor, child);
        if (target) target.send(event);
        log = oracle.log;
      }
      const snapshot = result.actor.getSnapshot();
      // An event sent inside an invoked machine: where that machine stands after it, while it runs.
      const innerActor = child ? actorAt(result.actor, child) : null;
      const inner = innerActor ? innerActor.getSnapshot() : null;
      const innerValue = inner && inner.status === 'active' ? inner.value : null;
      const chosen = log.map((entry) => entry.value);
      const key = JSON.stringify([snapshot.value, innerValue, log.filter((e) => e.value).map((e) => e.guard)]);
      result.actor.stop();
      if (!seen.has(key)) {
        seen.add(key);
        found.push({ answers: chosen, log: log, value: snapshot.value, status: snapshot.status, inner: innerValue });
      }
      // Each guard that said "no" by default could have said "yes": that is another outcome.
      for (let i = answers.length; i < log.length; i++) attempt(chosen.slice(0, i).concat([true]));
    };
    attempt([]);
    return found;
  }

  /** A state value as the state ids the diagram names ("emailStep.editing"). */
  function leaves(value, prefix) {
    if (typeof value === 'string') return [prefix ? prefix + '.' + value : value];
    return Object.entries(value).flatMap(([key, inner]) => leaves(inner, prefix ? prefix + '.' + key : key));
  }

  const words = (type) => data.events[type] || type;
  const guardText = (entry) => data.guards[entry.guard + ' ' + JSON.stringify(entry.params)] || entry.guard;
  const whereText = (value, status) => (status === 'done' ? 'the end (' + leaves(value, '').join(' + ') + ')' : leaves(value, '').join(' + '));
  function conditionText(log) {
    const yes = log.filter((entry) => entry.value).map(guardText);
    const no = log.filter((entry) => !entry.value).map(guardText);
    if (yes.length > 0) return 'if ' + yes.join(', then ');
    if (no.length > 0) return 'unless ' + no.join(' or ');
    return '';
  }

  /** What the current state accepts: events the reader can send, as the path tests send them. */
  function offered(snapshot, child) {
    const automatic = (type) =>
      type === '' ||
      type === '*' ||
      type.startsWith('xstate.done.state.') ||
      type === 'xstate.init' ||
      // A machine the flow invokes answers by itself when it ends.
      (type.startsWith('xstate.done.actor.') && snapshot.children[type.slice(18)] && snapshot.children[type.slice(18)].logic.root) ||
      (type.startsWith('xstate.error.actor.') && snapshot.children[type.slice(19)] && snapshot.children[type.slice(19)].logic.root);
    const types = [];
    for (const t of XState.getNextTransitions(snapshot)) if (!automatic(t.eventType) && !types.includes(t.eventType)) types.push(t.eventType);
    return types.map((type) => ({ event: data.sent[type] || { type: type }, child: child }));
  }

  function element(tag, attributes, children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attributes || {})) {
      if (key === 'text') node.textContent = value;
      else if (key === 'onclick') node.addEventListener('click', value);
      else node.setAttribute(key, value);
    }
    (children || []).forEach((child) => child && node.appendChild(child));
    return node;
  }

  const parts = {
    now: root.querySelector('[data-walk="now"]'),
    choices: root.querySelector('[data-walk="choices"]'),
    screens: root.querySelector('[data-walk="screens"]'),
    history: root.querySelector('[data-walk="history"]'),
    back: root.querySelector('[data-walk="back"]'),
    restart: root.querySelector('[data-walk="restart"]'),
  };
  root.querySelector('[data-walk="noscript"]')?.remove();
  root.querySelector('[data-walk="panel"]').hidden = false;

  function light(ids) {
    document.querySelectorAll('#chart-m .walk-current').forEach((node) => {
      node.classList.remove('walk-current');
      node.removeAttribute('aria-current');
    });
    for (const id of ids) {
      const box = document.querySelector('#chart-m [data-state="' + CSS.escape(id) + '"]');
      if (!box) continue;
      box.classList.add('walk-current');
      box.setAttribute('aria-current', 'step');
    }
    // The diagram's frame pans to the current state (scripts/atlas/diagram-view.ts).
    const frame = document.querySelector('#chart-m [data-diagram]');
    if (frame && ids.length) frame.dispatchEvent(new CustomEvent('diagram-show', { detail: ids[0] }));
  }

  function screensOf(ids) {
    // The deepest state with screens first: what the customer sees is the most specific one.
    const found = [];
    for (const id of ids.slice().reverse()) for (const seen of data.screens[id] || []) found.push(seen);
    return found.slice(0, 1);
  }

  function showScreens(ids) {
    parts.screens.textContent = '';
    const seen = screensOf(ids);
    if (!data.withScreens) {
      parts.screens.appendChild(element('p', { class: 'note', text: 'This atlas was built without screenshots (npm run atlas takes them).' }));
      return;
    }
    if (seen.length === 0) {
      parts.screens.appendChild(element('p', { class: 'note', text: 'No screen is captured for this state.' }));
      return;
    }
    for (const screen of seen) {
      const heading = element('p', {}, [document.createTextNode('As the customer sees it: ')]);
      heading.appendChild(screen.link ? element('a', { href: screen.link, text: screen.label }) : element('strong', { text: screen.label }));
      const figures = screen.shots.map((shot) =>
        element('figure', { class: 'shot shot-' + shot.width }, [
          element('a', { href: shot.src }, [element('img', { src: shot.src, alt: screen.label + ' in ' + shot.caption, loading: 'lazy' })]),
          element('figcaption', { text: shot.caption }),
        ]),
      );
      parts.screens.appendChild(heading);
      parts.screens.appendChild(element('div', { class: 'shots' }, figures));
    }
  }

  function choiceButton(label, detail, onChoose) {
    return element('li', {}, [
      element('button', { type: 'button', class: 'walk-choice', onclick: onChoose }, [
        element('span', { class: 'walk-event', text: label }),
        // A space between the two, so a screen reader says them as words apart.
        detail ? document.createTextNode(' ') : null,
        detail ? element('span', { class: 'walk-outcome', text: detail }) : null,
      ]),
    ]);
  }

  function render(focusChoices) {
    parts.choices.textContent = '';
    parts.back.disabled = steps.length === 0 && (start === null || !startChosen);
    parts.history.textContent = '';
    if (start === null) {
      // The start itself may be a choice: where the machine goes at once depends on its guards.
      const ways = outcomes(null, null);
      parts.now.textContent = 'Where does it start?';
      light([]);
      showScreens([]);
      parts.choices.appendChild(
        element(
          'ul',
          {},
          ways.map((way) => choiceButton('Start in ' + whereText(way.value, way.status), conditionText(way.log), () => choose(() => (start = way.answers)))),
        ),
      );
      startChosen = ways.length > 1;
      if (ways.length === 1) {
        start = ways[0].answers;
        render(focusChoices);
      }
      return;
    }
    const { actor, failure } = run(start, steps);
    const snapshot = actor.getSnapshot();
    const ids = leaves(snapshot.value, '');
    light(ids);
    showScreens(ids);
    const described = ids.map((id) => data.descriptions[id]).filter(Boolean);
    parts.now.textContent = '';
    parts.now.appendChild(element('strong', { text: snapshot.status === 'done' ? 'The flow has ended in ' + ids.join(' + ') : 'Now in ' + ids.join(' + ') }));
    if (described.length) parts.now.appendChild(element('span', { class: 'walk-description', text: ' ' + described.join(' ') }));
    if (failure) parts.now.appendChild(element('span', { class: 'walk-failure', text: ' The machine stopped with an error: ' + failure.message }));

    const groups = [{ heading: 'What can happen', events: snapshot.status === 'active' ? offered(snapshot, null) : [] }].concat(
      runningUnder(actor, []).map(({ path, ref }) => ({
        heading: 'Inside ' + ref.logic.id + ' (' + leaves(ref.getSnapshot().value, '').join(' + ') + ')',
        events: offered(ref.getSnapshot(), path),
      })),
    );
    for (const group of groups) {
      if (group.events.length === 0) continue;
      const items = [];
      const ignored = [];
      for (const { event, child } of group.events) {
        const label = words(event.type);
        for (const way of outcomes(event, child)) {
          const inside = child ? actorAt(actor, child) : null;
          const before = inside ? inside.getSnapshot().value : snapshot.value;
          const after = child ? way.inner : way.value;
          const stays = JSON.stringify(before) === JSON.stringify(after) && way.log.length > 0 && way.log.every((entry) => !entry.value);
          const to = '→ ' + (inside && way.inner ? leaves(way.inner, '').join(' + ') + ' (in ' + inside.logic.id + ')' : whereText(way.value, way.status));
          const condition = conditionText(way.log);
          // Not a step: the machine stays as it is (the path tests' "no guard holds: ignored").
          if (stays) {
            if (!ignored.includes(label)) ignored.push(label);
            continue;
          }
          items.push(
            choiceButton(label, (condition ? condition + ' ' : '') + to, () =>
              choose(() => steps.push({ event: event, child: child, answers: way.answers, label: label + (condition ? ' ' + condition : '') + ' ' + to })),
            ),
          );
        }
      }
      parts.choices.appendChild(element('h3', { text: group.heading }));
      parts.choices.appendChild(element('ul', {}, items));
      if (ignored.length) parts.choices.appendChild(element('p', { class: 'note', text: 'Ignored here when no guard holds: ' + ignored.join(', ') + '.' }));
    }
    actor.stop();
    if (!parts.choices.firstChild) parts.choices.appendChild(element('p', { text: 'Nothing more can happen: the flow has ended.' }));
    const first = run(start, []).actor;
    parts.history.appendChild(element('li', { text: 'Started in ' + whereText(first.getSnapshot().value, first.getSnapshot().status) }));
    first.stop();
    steps.forEach((step) => parts.history.appendChild(element('li', { text: step.label })));
    if (focusChoices) (parts.choices.querySelector('button') || parts.back).focus();
  }

  function choose(change) {
    change();
    render(true);
  }
  parts.back.addEventListener('click', () => {
    if (steps.length > 0) steps.pop();
    else start = null;
    render(true);
  });
  parts.restart.addEventListener('click', () => {
    steps = [];
    start = null;
    render(true);
  });
  render(false);
})();
