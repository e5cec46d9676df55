# Parses each PowerShell file given with PowerShell's own parser; exits 1 on a syntax error.
foreach ($file in $args) {
    $tokens = $null
    $errors = $null
    [System.Management.Automation.Language.Parser]::ParseFile($file, [ref]$tokens, [ref]$errors) | Out-Null
    if ($errors.Count -gt 0) {
        $errors | ForEach-Object { Write-Error "$file $($_.Extent.StartLineNumber): $($_.Message)" }
        exit 1
    }
}
