// The Editor assembly (com.gamesdk.sdk/Editor) under mono, in a throwaway project whose
// Packages/com.gamesdk.sdk is this package, as Unity resolves it: installing and selecting the
// WebGL template, the settings check's findings and fixes, and the build step's dialog.
using System;
using System.IO;
using System.Linq;
using NUnit.Framework;
using Sdk.EditorTools;
using UnityEditor;
using UnityEditor.Build;

namespace GameSdk.Tests.Mono
{
    [TestFixture]
    public class EditorTests
    {
        string project;
        string previousDirectory;

        static string PackageDir
        {
            get { return Environment.GetEnvironmentVariable("GAMESDK_PACKAGE_DIR"); }
        }

        [SetUp]
        public void MakeProject()
        {
            project = Path.Combine(Path.GetTempPath(), "gamesdk-editor-" + Guid.NewGuid().ToString("N"));
            Directory.CreateDirectory(Path.Combine(project, "Assets"));
            Directory.CreateDirectory(Path.Combine(project, "Packages"));
            CopyFolder(PackageDir, Path.Combine(project, "Packages", "com.gamesdk.sdk"));
            previousDirectory = Environment.CurrentDirectory;
            Environment.CurrentDirectory = project; // Unity's working directory is the project's root
            UnityStubControl.Engine.DataPath = Path.Combine(project, "Assets");
            UnityStubControl.Engine.BatchMode = false;
            UnityStubControl.Editor.Reset();
            UnityStubControl.Engine.Log.Clear();
        }

        [TearDown]
        public void RemoveProject()
        {
            Environment.CurrentDirectory = previousDirectory;
            Directory.Delete(project, true);
        }

        static void CopyFolder(string from, string to)
        {
            foreach (var path in Directory.GetFiles(from, "*", SearchOption.AllDirectories))
            {
                var target = Path.Combine(to, path.Substring(from.TrimEnd('/').Length + 1));
                Directory.CreateDirectory(Path.GetDirectoryName(target));
                File.Copy(path, target);
            }
        }

        string Template(string file)
        {
            return Path.Combine(project, "Assets", "WebGLTemplates", "GameSdk", file);
        }

        [Test]
        public void TheMenuItemInstallsTheTemplateWithThePackagesBrowserScriptAndSelectsIt()
        {
            var menu = (MenuItem)typeof(WebGLTemplate).GetMethod("InstallAndSelect").GetCustomAttributes(typeof(MenuItem), false).Single();
            Assert.AreEqual("Tools/Game SDK/Use the WebGL Template", menu.menuItem);

            WebGLTemplate.InstallAndSelect();
            Assert.AreEqual("PROJECT:GameSdk", PlayerSettings.WebGL.template);
            Assert.AreEqual(1, UnityStubControl.Editor.Refreshes, "Unity imports the new files");
            Assert.IsTrue(File.ReadAllText(Template("index.html")).Contains("{{{ LOADER_FILENAME }}}"));
            Assert.IsTrue(File.Exists(Template("TemplateData/gamesdk-loading.js")));
            var jspre = File.ReadAllBytes(Path.Combine(PackageDir, "Runtime", "Plugins", "WebGL", "gamesdk.jspre"));
            Assert.IsTrue(jspre.SequenceEqual(File.ReadAllBytes(Template("TemplateData/gamesdk.js"))), "the page's script is the build's .jspre");
            Assert.AreEqual(WebGLTemplateState.Current, WebGLTemplate.StateOf(WebGLTemplate.PackageRoot, WebGLTemplate.ProjectFolder));
        }

        [Test]
        public void AnEditedOrOlderTemplateIsStaleAndInstallingAgainReplacesItAndDropsFilesItNoLongerHasWithTheirMeta()
        {
            Assert.AreEqual(WebGLTemplateState.Missing, WebGLTemplate.StateOf(WebGLTemplate.PackageRoot, WebGLTemplate.ProjectFolder));
            WebGLTemplate.Install(WebGLTemplate.PackageRoot, WebGLTemplate.ProjectFolder);
            File.AppendAllText(Template("TemplateData/gamesdk.js"), "\n// an older browser script\n");
            File.WriteAllText(Template("TemplateData/old.js"), "// a file an older template had");
            File.WriteAllText(Template("TemplateData/old.js.meta"), "guid: stale");
            File.WriteAllText(Template("index.html.meta"), "guid: kept");
            File.WriteAllText(Template("TemplateData.meta"), "guid: kept too");
            Assert.AreEqual(WebGLTemplateState.Stale, WebGLTemplate.StateOf(WebGLTemplate.PackageRoot, WebGLTemplate.ProjectFolder));

            WebGLTemplate.Install(WebGLTemplate.PackageRoot, WebGLTemplate.ProjectFolder);
            Assert.AreEqual(WebGLTemplateState.Current, WebGLTemplate.StateOf(WebGLTemplate.PackageRoot, WebGLTemplate.ProjectFolder));
            Assert.IsFalse(File.Exists(Template("TemplateData/old.js")));
            Assert.IsFalse(File.Exists(Template("TemplateData/old.js.meta")), "a removed file's .meta goes with it");
            Assert.IsTrue(File.Exists(Template("index.html.meta")), "Unity's .meta files of the template's files stay");
            Assert.IsTrue(File.Exists(Template("TemplateData.meta")), "and of its folders");
        }

        [Test]
        public void ANewProjectsSettingsGetTheTemplateAndCompressionFindingsEachSayingTheFix()
        {
            var findings = WebGLSettingsCheck.Findings(WebGLSettingsCheck.Current());
            Assert.AreEqual(2, findings.Count, string.Join("\n", findings.ToArray()));
            Assert.IsTrue(findings[0].StartsWith("The WebGL template is APPLICATION:Default") && findings[0].EndsWith("Fix: Tools/Game SDK/Use the WebGL Template."), findings[0]);
            Assert.IsTrue(findings[1].StartsWith("Compression Format is Brotli without Decompression Fallback") && findings[1].Contains("Fix: Player Settings > WebGL > Publishing Settings > Decompression Fallback on"), findings[1]);
        }

        [Test]
        public void EnableExceptionsNoneIsAFinding()
        {
            WebGLTemplate.InstallAndSelect();
            PlayerSettings.WebGL.compressionFormat = WebGLCompressionFormat.Disabled;
            PlayerSettings.WebGL.exceptionSupport = WebGLExceptionSupport.None;
            var findings = WebGLSettingsCheck.Findings(WebGLSettingsCheck.Current());
            Assert.AreEqual(1, findings.Count, string.Join("\n", findings.ToArray()));
            Assert.IsTrue(findings[0].StartsWith("Enable Exceptions is None") && findings[0].EndsWith("Enable Exceptions: Explicitly Thrown Exceptions Only."), findings[0]);
            foreach (var mode in new[] { WebGLExceptionSupport.ExplicitlyThrownExceptionsOnly, WebGLExceptionSupport.FullWithoutStacktrace, WebGLExceptionSupport.FullWithStacktrace })
            {
                PlayerSettings.WebGL.exceptionSupport = mode;
                Assert.AreEqual(0, WebGLSettingsCheck.Findings(WebGLSettingsCheck.Current()).Count, mode.ToString());
            }
        }

        [Test]
        public void CompressionIsFineWithDecompressionFallbackOrDisabled()
        {
            WebGLTemplate.InstallAndSelect();
            foreach (var format in new[] { WebGLCompressionFormat.Brotli, WebGLCompressionFormat.Gzip })
            {
                PlayerSettings.WebGL.compressionFormat = format;
                PlayerSettings.WebGL.decompressionFallback = false;
                Assert.AreEqual(1, WebGLSettingsCheck.Findings(WebGLSettingsCheck.Current()).Count, format.ToString());
                PlayerSettings.WebGL.decompressionFallback = true;
                Assert.AreEqual(0, WebGLSettingsCheck.Findings(WebGLSettingsCheck.Current()).Count, format + " with fallback");
            }
            PlayerSettings.WebGL.compressionFormat = WebGLCompressionFormat.Disabled;
            PlayerSettings.WebGL.decompressionFallback = false;
            Assert.AreEqual(0, WebGLSettingsCheck.Findings(WebGLSettingsCheck.Current()).Count);
        }

        [Test]
        public void AStaleOrMissingSelectedTemplateIsAFinding()
        {
            WebGLTemplate.InstallAndSelect();
            PlayerSettings.WebGL.compressionFormat = WebGLCompressionFormat.Disabled;
            File.AppendAllText(Template("TemplateData/gamesdk.js"), "\n");
            var findings = WebGLSettingsCheck.Findings(WebGLSettingsCheck.Current());
            Assert.AreEqual(1, findings.Count);
            Assert.IsTrue(findings[0].Contains("is not this package's version") && findings[0].EndsWith("Fix: Tools/Game SDK/Use the WebGL Template."), findings[0]);
            Directory.Delete(Path.GetDirectoryName(Template("index.html")), true);
            Assert.IsTrue(WebGLSettingsCheck.Findings(WebGLSettingsCheck.Current())[0].Contains("GameSdk is missing"));
        }

        [Test]
        public void AbsoluteUrlsInTheSelectedProjectTemplateAreFindingsAndTheShippedTemplateHasNone()
        {
            WebGLTemplate.InstallAndSelect();
            PlayerSettings.WebGL.compressionFormat = WebGLCompressionFormat.Disabled;
            Assert.AreEqual(0, WebGLSettingsCheck.AbsoluteUrlsIn(WebGLTemplate.ProjectFolder).Count, "the shipped template");

            var own = Path.Combine(project, "Assets", "WebGLTemplates", "Own");
            Directory.CreateDirectory(Path.Combine(own, "TemplateData"));
            File.WriteAllText(Path.Combine(own, "index.html"),
                "<link href=\"TemplateData/style.css\" rel=\"stylesheet\"><script src=\"/Build/game.loader.js\"></script>\n" +
                "<img src='https://cdn.example.com/logo.png'><img src=\"data:image/png;base64,AA\"><a href=\"//example.com/\">x</a>");
            File.WriteAllText(Path.Combine(own, "TemplateData", "style.css"), "body { background: url(/TemplateData/bg.png); } p { background: url('bg.png'); }");
            File.WriteAllText(Path.Combine(own, "TemplateData", "start.js"), "fetch('/api/config'); fetch('config.json'); var loaderUrl = buildUrl + \"/game.loader.js\";");
            PlayerSettings.WebGL.template = "PROJECT:Own";
            var urls = WebGLSettingsCheck.Current().AbsoluteUrls;
            Assert.AreEqual(
                "TemplateData/start.js: /api/config|TemplateData/style.css: /TemplateData/bg.png|index.html: /Build/game.loader.js|index.html: https://cdn.example.com/logo.png|index.html: //example.com/",
                string.Join("|", urls.ToArray()));
            var findings = WebGLSettingsCheck.Findings(WebGLSettingsCheck.Current());
            Assert.IsTrue(findings.Any(f => f.StartsWith("The template uses an absolute URL (index.html: /Build/game.loader.js)") && f.Contains("Fix: make it relative")));
        }

        [Test]
        public void TheBuildStepLeavesOtherTargetsAlone()
        {
            new WebGLBuildCheck().OnPreprocessBuild(UnityStubControl.Editor.Report(BuildTarget.Android));
            Assert.AreEqual(0, UnityStubControl.Editor.Dialogs.Count);
            Assert.AreEqual(0, UnityStubControl.Engine.Log.Count);
        }

        [Test]
        public void TheBuildStepSaysTheFindingsAndBuildsAsIsWhenTheDeveloperSaysSo()
        {
            UnityStubControl.Editor.DialogAnswer = false;
            new WebGLBuildCheck().OnPreprocessBuild(UnityStubControl.Editor.Report(BuildTarget.WebGL));
            Assert.AreEqual(1, UnityStubControl.Editor.Dialogs.Count);
            Assert.IsTrue(UnityStubControl.Editor.Dialogs[0].Contains("[Fix and stop the build] [Build as is]"));
            Assert.AreEqual(2, UnityStubControl.Engine.Log.Count(line => line.StartsWith("warning: gamesdk: ")));
            Assert.AreEqual("APPLICATION:Default", PlayerSettings.WebGL.template);
        }

        [Test]
        public void TheBuildStepFixesTheSettingsAndStopsTheBuildWhenAsked()
        {
            PlayerSettings.WebGL.exceptionSupport = WebGLExceptionSupport.None;
            UnityStubControl.Editor.DialogAnswer = true;
            var stopped = Assert.Throws<BuildFailedException>(() => new WebGLBuildCheck().OnPreprocessBuild(UnityStubControl.Editor.Report(BuildTarget.WebGL)));
            Assert.IsTrue(stopped.Message.Contains("start the build again"));
            Assert.AreEqual("PROJECT:GameSdk", PlayerSettings.WebGL.template);
            Assert.AreEqual(WebGLExceptionSupport.ExplicitlyThrownExceptionsOnly, PlayerSettings.WebGL.exceptionSupport);
            Assert.IsTrue(PlayerSettings.WebGL.decompressionFallback);
            Assert.AreEqual(0, WebGLSettingsCheck.Findings(WebGLSettingsCheck.Current()).Count);

            UnityStubControl.Editor.Dialogs.Clear();
            new WebGLBuildCheck().OnPreprocessBuild(UnityStubControl.Editor.Report(BuildTarget.WebGL));
            Assert.AreEqual(0, UnityStubControl.Editor.Dialogs.Count, "nothing left to ask");
        }

        [Test]
        public void ACheckThatCannotReadThePackageSaysSoAndLetsTheBuildGoOn()
        {
            WebGLTemplate.InstallAndSelect();
            Directory.Delete(Path.Combine(project, "Packages", "com.gamesdk.sdk", "WebGLTemplates~"), true);
            UnityStubControl.Editor.DialogAnswer = true;
            new WebGLBuildCheck().OnPreprocessBuild(UnityStubControl.Editor.Report(BuildTarget.WebGL));
            Assert.AreEqual(0, UnityStubControl.Editor.Dialogs.Count);
            Assert.AreEqual(1, UnityStubControl.Engine.Log.Count(line => line.StartsWith("warning: gamesdk: the WebGL settings check could not run: gamesdk: the package has no WebGL template at ")));
        }

        [Test]
        public void AFixThatCannotInstallTheTemplateSaysSoAndLetsTheBuildGoOn()
        {
            Directory.Delete(Path.Combine(project, "Packages", "com.gamesdk.sdk", "WebGLTemplates~"), true);
            UnityStubControl.Editor.DialogAnswer = true;
            new WebGLBuildCheck().OnPreprocessBuild(UnityStubControl.Editor.Report(BuildTarget.WebGL));
            Assert.AreEqual(1, UnityStubControl.Editor.Dialogs.Count);
            Assert.AreEqual(1, UnityStubControl.Engine.Log.Count(line => line.StartsWith("error: gamesdk: the WebGL settings could not be fixed, the build goes on as is: gamesdk: the package has no WebGL template at ")));
            Assert.AreEqual("APPLICATION:Default", PlayerSettings.WebGL.template);
        }

        [Test]
        public void ABatchModeBuildLogsTheFindingsWithoutADialog()
        {
            UnityStubControl.Engine.BatchMode = true;
            UnityStubControl.Editor.DialogAnswer = true;
            new WebGLBuildCheck().OnPreprocessBuild(UnityStubControl.Editor.Report(BuildTarget.WebGL));
            Assert.AreEqual(0, UnityStubControl.Editor.Dialogs.Count);
            Assert.AreEqual(2, UnityStubControl.Engine.Log.Count(line => line.StartsWith("warning: gamesdk: ")));
        }
    }
}
