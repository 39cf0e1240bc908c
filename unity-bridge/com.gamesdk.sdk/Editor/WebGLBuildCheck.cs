using System.Collections.Generic;
using System.IO;
using UnityEditor;
using UnityEditor.Build;
using UnityEditor.Build.Reporting;
using UnityEngine;

namespace Sdk.EditorTools
{
    /// <summary>
    /// Before a WebGL build: says what the platform needs and how to fix it (WebGLSettingsCheck), and
    /// in the Editor offers to fix it. Fixing stops the build, because settings changed while a build
    /// runs may not reach it; a batch-mode build logs the findings and goes on.
    /// </summary>
    public sealed class WebGLBuildCheck : IPreprocessBuildWithReport
    {
        /// <summary>Early, before other packages' steps read the settings.</summary>
        public int callbackOrder
        {
            get { return -100; }
        }

        /// <summary>Checks a WebGL build; other targets are left alone.</summary>
        public void OnPreprocessBuild(BuildReport report)
        {
            if (report.summary.platform != BuildTarget.WebGL) return;
            WebGLSettings settings;
            List<string> findings;
            try
            {
                settings = WebGLSettingsCheck.Current();
                findings = WebGLSettingsCheck.Findings(settings);
            }
            catch (IOException exception)
            {
                // A check that cannot read the project says so and never blocks the build.
                Debug.LogWarning("gamesdk: the WebGL settings check could not run: " + exception.Message);
                return;
            }
            if (findings.Count == 0) return;
            foreach (var finding in findings) Debug.LogWarning("gamesdk: " + finding);
            if (Application.isBatchMode) return;
            var fix = EditorUtility.DisplayDialog(
                "Game SDK: this WebGL build is not ready for the platform",
                string.Join("\n\n", findings.ToArray()) + "\n\nFix what the settings can fix (the template, Enable Exceptions, Decompression Fallback) and stop this build? Absolute URLs stay yours to fix.",
                "Fix and stop the build",
                "Build as is");
            if (!fix) return;
            try
            {
                WebGLSettingsCheck.ApplyFixes(settings);
            }
            catch (IOException exception)
            {
                Debug.LogError("gamesdk: the WebGL settings could not be fixed, the build goes on as is: " + exception.Message);
                return;
            }
            throw new BuildFailedException("gamesdk: the WebGL settings were fixed for the platform; start the build again.");
        }
    }
}
