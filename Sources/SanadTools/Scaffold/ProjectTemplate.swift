import SanadCompiler

/// The files `sanad init` writes: a content project that lints clean and builds, with the
/// schemas beside it so that editors' YAML support resolves the modelines, and a CI workflow.
///
/// Layout (the folder `sanad lint` and `sanad build` find with no argument):
///
///     .gitignore
///     .github/workflows/content.yml
///     schemas/*.schema.json
///     content-src/sanad.yaml
///     content-src/reviewers.yaml
///     content-src/categories/first-steps/category.yaml
///     content-src/categories/first-steps/01-speak-good-or-stay-silent.md
public enum ProjectTemplate {
    /// The content folder inside the project.
    public static let contentFolder = "content-src"
    /// The schemas folder inside the project (`sanad schemas export`).
    public static let schemasFolder = "schemas"

    /// Every file but the schemas, by path relative to the project folder.
    public static func files(projectID: String, title: String) -> [(path: String, text: String)] {
        [
            (".gitignore", "# Sanad's output and its cache, and signing keys' private halves (sanad keys generate).\nbuild/\n*.private.json\n"),
            (".github/workflows/content.yml", workflow),
            ("\(contentFolder)/sanad.yaml", project(id: projectID, title: title)),
            ("\(contentFolder)/reviewers.yaml", reviewers),
            ("\(contentFolder)/categories/first-steps/category.yaml", category),
            ("\(contentFolder)/categories/first-steps/01-speak-good-or-stay-silent.md", lesson),
        ]
    }

    static func project(id: String, title: String) -> String {
        """
        # yaml-language-server: $schema=../schemas/project.schema.json
        id: \(id)
        title: \(title)
        content-version: 0.1.0
        locales: [en]
        audiences:
          adults:
            title: Adults
            ages: { min: 15, max: 120 }
            hadith-grades: [sahih, hasan]
        lesson-duration: { min: 4m30s, max: 5m30s }
        trusted-domains: [sunnah.com, quran.com]
        # To verify Qur'an quotations, download the Tanzil texts (https://tanzil.net/download/) and
        # name them here (docs/citations.md):
        # quran:
        #   texts:
        #     - { edition: simple, path: ../tanzil/quran-simple.xml, sha256: <the file's SHA-256> }

        """
    }

    static let reviewers = """
        # yaml-language-server: $schema=../schemas/reviewers.schema.json
        # SAMPLE DATA: this reviewer is invented so that the project is complete. Replace it with
        # the scholars who review your content before anything is approved.
        sample-data: true
        reviewers:
          - id: sample-reviewer
            name: Sample Reviewer (sample data)
            credentials: Invented by sanad init; stands for a scholar of hadith and akhlaq.
            scopes: [hadith, akhlaq]

        """

    static let category = """
        # yaml-language-server: $schema=../../../schemas/category.schema.json
        id: first-steps
        kind: moral-failing
        title: Guarding the tongue
        summary: Why every word counts, and the simplest rule for speaking well.
        overview: |
          Every word we say is written. The Prophet ﷺ gave a rule for every conversation: whoever
          believes in Allah and the Last Day should say what is good or keep silent (Sahih
          al-Bukhari 6018).
        order: 1
        audience: adults
        subtopics:
          - { id: foundations, title: Foundations }
        review: { status: draft }

        """

    static let lesson = """
        ---
        # yaml-language-server: $schema=../../../schemas/lesson.schema.json
        id: first-steps.speak-good-or-stay-silent
        title: Speak good or stay silent
        order: 1
        subtopic: foundations
        tags: [speech, foundations]
        duration: 5m
        takeaway: Before you speak, ask whether it is good; if it is not, silence is better.
        completion: read
        phases: { hook: 40s, teach: 2m15s, practice: 1m45s, reward: 20s }
        audio: { waiver: a new project has no recordings yet; record the narration before release }
        practice:
          - id: q1
            type: multiple-choice
            prompt: What did the Prophet ﷺ tell whoever believes in Allah and the Last Day?
            choices:
              - text: To say what is good or keep silent.
                correct: true
                feedback: Yes. One rule for every conversation.
              - text: To say whatever is true, whatever its effect.
                feedback: Truth matters, but the rule asks first whether the words are good.
        citations:
          - { id: bukhari-6018, hadith: "bukhari:6018", grade: sahih }
        review: { status: draft }
        ---

        ## Hook

        How many words did you say yesterday? How many of them would you be glad to hear again?

        ## Teach

        The Prophet ﷺ gave a simple rule for every conversation: whoever believes in Allah and the
        Last Day should say what is good or keep silent.

        > [!HADITH bukhari:6018]

        Before speaking, ask one question: is this good? If the answer is no, silence is the better
        choice, and silence is never wasted.

        ## Practice

        Answer the question below, then notice one moment today when you chose silence.

        ## Reward

        You have the rule. Every good word from now on is a step you chose.

        """

    static let workflow = """
        # Lints the content on every push and pull request, and builds a release bundle. Set the
        # repository variable SANAD_GIT_URL to the Sanad repository to build the tool from; the
        # tool is built once per Sanad commit and Swift image, then restored from the cache.
        name: content
        on: [push, pull_request]
        jobs:
          sanad:
            runs-on: ubuntu-latest
            container: swift:6.1-noble   # Package.swift needs Swift tools 6.1
            steps:
              - uses: actions/checkout@v4
              - name: Libraries Sanad links
                run: apt-get update && apt-get install -y libyaml-dev libcmark-gfm-dev libcmark-gfm-extensions-dev libxml2-dev pkg-config
              - name: Sanad's commit
                id: sanad
                env:
                  SANAD_GIT_URL: ${{ vars.SANAD_GIT_URL }}
                run: |
                  commit=$(git ls-remote "$SANAD_GIT_URL" HEAD | cut -f1)
                  [ -n "$commit" ] || { echo "::error::cannot read Sanad's commit from SANAD_GIT_URL ('$SANAD_GIT_URL'): set the repository variable"; exit 1; }
                  echo "commit=$commit" >> "$GITHUB_OUTPUT"
              - name: Restore Sanad
                id: cache
                uses: actions/cache@v4
                with:
                  path: /opt/sanad
                  key: sanad-swift6.1-noble-${{ steps.sanad.outputs.commit }}
              - name: Build Sanad
                if: steps.cache.outputs.cache-hit != 'true'
                env:
                  SANAD_GIT_URL: ${{ vars.SANAD_GIT_URL }}
                  SANAD_COMMIT: ${{ steps.sanad.outputs.commit }}
                run: |
                  git init -q /tmp/sanad && git -C /tmp/sanad fetch -q --depth 1 "$SANAD_GIT_URL" "$SANAD_COMMIT"
                  git -C /tmp/sanad checkout -q FETCH_HEAD
                  swift build -c release --package-path /tmp/sanad --product sanad
                  mkdir -p /opt/sanad && cp "$(swift build -c release --package-path /tmp/sanad --show-bin-path)/sanad" /opt/sanad/
              - run: echo /opt/sanad >> "$GITHUB_PATH"
              - name: Lint
                run: sanad lint --format github
              - name: Build
                run: sanad build --output build

        """
}
